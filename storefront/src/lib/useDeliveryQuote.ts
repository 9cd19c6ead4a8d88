import { POSTAL_CODE } from '@satchel/shared';
import { api, type components } from '../api/client';
import { useApiQuery } from './useApiQuery';

export type DeliveryQuote = components['schemas']['DeliveryCheckDto'];

/**
 * What delivering an order of `value` rupees to this pincode (and state) costs and when it
 * arrives, from the API's cached check; undefined while it loads, null without a valid pincode
 * or when the check failed.
 */
export function useDeliveryQuote(pincode: string, value: number, state?: string): DeliveryQuote | null | undefined {
  const valid = POSTAL_CODE.test(pincode);
  return useApiQuery(
    async (signal) => {
      if (!valid) return null;
      const { data } = await api.GET('/api/delivery/check', {
        params: { query: { pincode, value, ...(state ? { state } : {}) } },
        signal,
      });
      return data ?? null;
    },
    [pincode, value, state, valid],
    () => null,
  );
}
