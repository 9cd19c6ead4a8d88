import { DEFAULT_DELIVERY_DAYS, DELIVERY_MESSAGES } from '@satchel/shared';

/** The columns of deliveryQuoteSql's one row. */
export interface DeliveryQuoteRow {
  serviceable: boolean;
  /** The delivery charge for this pincode and order value, in paise, waived or not. */
  charge_paise: number;
  /** All of the charge when a free-delivery code waives it, else 0. */
  waived_paise: number;
  cod_fee_paise: number;
  cod_limit_paise: number | null;
  /** value + charge - waived + fee: what the customer pays in cash. */
  total_paise: number;
  /** Whether that total may be paid in cash (within the COD limit). */
  cod_allowed: boolean;
  /** Days from the order's date to its expected delivery. */
  days: number;
}

/**
 * What delivering an order costs, as ONE row (DeliveryQuoteRow), for SQL expressions giving the
 * address's pincode, its state, the order's value (its items, in paise) and whether a free-delivery
 * code waives the charge. The public delivery check and the placing statement both use it, so what
 * the shop promises is what it charges.
 *
 * The rule is the database function `satchel_delivery_quote` (migrations 20261127034609, and
 * 20261207110000 for the waiver): a
 * PL/pgSQL function keeps its plan for the connection, so the placing statement does not plan
 * the rule again for every order (decision 12). With no settings row, SPEC's rules (free,
 * everywhere, no COD limit or fee, DEFAULT_DELIVERY_DAYS). The zone that matches most
 * specifically sets the charge, the free-above amount and the days: the longest pincode prefix,
 * else the state (any case), else the flat settings. Delivery is free once the value reaches the
 * free-above amount (₹1,000.00 ships free at "free from ₹1,000", ₹999.99 does not). The COD
 * limit is on the whole total, less a waived charge.
 */
export function deliveryQuoteSql(pincode: string, state: string, value: string, waiveCharge: string): string {
  return `select * from satchel_delivery_quote(${pincode}, ${state}, ${value}, ${DEFAULT_DELIVERY_DAYS}, ${waiveCharge})`;
}

/** Why an order cannot be placed at this quote, or null when it can. */
export function deliveryRefusal(
  quote: Pick<DeliveryQuoteRow, 'serviceable' | 'cod_allowed' | 'cod_limit_paise'>,
  pincode: string,
): string | null {
  if (!quote.serviceable) return DELIVERY_MESSAGES.notServiceable(pincode);
  if (!quote.cod_allowed) return DELIVERY_MESSAGES.codOverLimit(Number(quote.cod_limit_paise));
  return null;
}
