import { DEFAULT_DELIVERY_DAYS, DELIVERY_MESSAGES } from '@satchel/shared';
import { DeliverySettings } from './delivery-settings.entity';

/** The columns of deliveryQuoteSql's one row. */
export interface DeliveryQuoteRow {
  serviceable: boolean;
  /** The delivery charge for this pincode and order value, in paise. */
  charge_paise: number;
  cod_fee_paise: number;
  cod_limit_paise: number | null;
  /** value + charge + fee: what the customer pays in cash. */
  total_paise: number;
  /** Whether that total may be paid in cash (within the COD limit). */
  cod_allowed: boolean;
  /** Days from the order's date to its expected delivery. */
  days: number;
}

/**
 * What delivering an order costs, as ONE row (DeliveryQuoteRow), for SQL expressions giving the
 * address's pincode, its state and the order's value (its items, in paise). The public delivery
 * check and the placing statement both use it, so what the shop promises is what it charges.
 *
 * Rules (README, "Delivery"): with no settings row, SPEC's (free, everywhere, no COD limit or
 * fee, DEFAULT_DELIVERY_DAYS). The zone that matches most specifically sets the charge, the
 * free-above amount and the days: the longest pincode prefix, else the state (any case), else
 * the flat settings. Delivery is free once the value reaches the free-above amount (₹1,000.00
 * ships free at "free above ₹1,000", ₹999.99 does not). The COD limit is on the whole total.
 */
export function deliveryQuoteSql(pincode: string, state: string, value: string): string {
  const total = `(${value}) + charge.paise + coalesce(s.cod_fee_paise, 0)`;
  return `select
      case s.pincode_mode
        when 'only' then exists (select from delivery_pincodes p where p.pincode = (${pincode}))
        when 'except' then not exists (select from delivery_pincodes p where p.pincode = (${pincode}))
        else true end as serviceable,
      charge.paise as charge_paise,
      coalesce(s.cod_fee_paise, 0) as cod_fee_paise,
      s.cod_limit_paise,
      ${total} as total_paise,
      s.cod_limit_paise is null or ${total} <= s.cod_limit_paise as cod_allowed,
      coalesce(zone.days, ${DEFAULT_DELIVERY_DAYS})::int as days
    from (select) as one
    left join delivery_settings s on s.id = ${DeliverySettings.ID}
    left join lateral (
      select z.charge_paise, z.free_above_paise, z.days from delivery_zones z
       where (z.kind = 'prefix' and starts_with((${pincode}), z.match))
          or (z.kind = 'state' and lower(z.match) = lower(trim(${state})))
       order by z.kind = 'prefix' desc, length(z.match) desc
       limit 1) zone on true
    cross join lateral (select case
        when zone.days is not null
          then case when zone.free_above_paise <= (${value}) then 0 else zone.charge_paise end
        else case when s.free_above_paise <= (${value}) then 0 else coalesce(s.charge_paise, 0) end
      end as paise) charge`;
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
