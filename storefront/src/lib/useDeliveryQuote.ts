import { paiseToRupees, POSTAL_CODE, rupeesToPaise } from '@satchel/shared';
import { api, type components } from '../api/client';
import { useApiQuery } from './useApiQuery';

export type DeliveryQuote = components['schemas']['DeliveryCheckDto'];

/** The API's (cached) delivery check for an order of `value` rupees to this pincode and state; null when it failed. */
export async function fetchDeliveryQuote(
  query: { pincode: string; value: number; state?: string },
  signal: AbortSignal,
): Promise<DeliveryQuote | null> {
  const { data } = await api.GET('/api/delivery/check', { params: { query }, signal });
  return data ?? null;
}

/**
 * What delivering an order of `value` rupees to this pincode (and state) costs and when it
 * arrives; undefined while it loads, null without a valid pincode or when the check failed.
 */
export function useDeliveryQuote(pincode: string, value: number, state?: string): DeliveryQuote | null | undefined {
  const valid = POSTAL_CODE.test(pincode);
  return useApiQuery(
    async (signal) => (valid ? fetchDeliveryQuote({ pincode, value, ...(state ? { state } : {}) }, signal) : null),
    [pincode, value, state, valid],
    () => null,
  );
}

/**
 * The quote with its delivery charge waived when `waived` (a free-delivery code is applied): free, the total
 * without the charge, and cash on delivery judged on that total, as placing the order judges it
 * (an order the charge alone took over the COD limit can then be placed).
 */
export function withChargeWaived<Quote extends DeliveryQuote | null | undefined>(quote: Quote, waived: boolean): Quote {
  if (!waived || !quote?.serviceable || quote.charge === 0) return quote;
  const totalPaise = rupeesToPaise(quote.total) - rupeesToPaise(quote.charge);
  const cod = quote.codLimit === null || totalPaise <= rupeesToPaise(quote.codLimit);
  return { ...quote, charge: 0, total: paiseToRupees(totalPaise), cod, message: cod ? null : quote.message };
}
