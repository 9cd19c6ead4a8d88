import { POSTAL_CODE } from '@satchel/shared';
import { api, type components } from '../api/client';
import { useApiQuery } from './useApiQuery';

export type DeliveryQuote = components['schemas']['DeliveryCheckDto'];

/**
 * The API's (cached) delivery check for an order of `value` rupees to this pincode and state, the
 * charge waived with `freeDelivery` (a free-delivery code in the cart); null when it failed.
 */
export async function fetchDeliveryQuote(
  query: { pincode: string; value: number; state?: string; freeDelivery?: boolean },
  signal: AbortSignal,
): Promise<DeliveryQuote | null> {
  // Left out when false, so the check without a code stays one cached URL.
  const { freeDelivery, ...rest } = query;
  const { data } = await api.GET('/api/delivery/check', {
    params: { query: freeDelivery ? { ...rest, freeDelivery } : rest },
    signal,
  });
  return data ?? null;
}

/**
 * What delivering an order of `value` rupees to this pincode costs and when it arrives, the
 * charge waived with `freeDelivery`; undefined while it loads, null without a valid pincode or
 * when the check failed.
 */
export function useDeliveryQuote(
  pincode: string,
  value: number,
  freeDelivery = false,
): DeliveryQuote | null | undefined {
  const valid = POSTAL_CODE.test(pincode);
  return useApiQuery(
    async (signal) => (valid ? fetchDeliveryQuote({ pincode, value, freeDelivery }, signal) : null),
    [pincode, value, freeDelivery, valid],
    () => null,
  );
}
