// Money is integer paise everywhere inside; the API speaks rupees with at most two decimals.
export { MAX_RUPEES, paiseToRupees, rupeesToPaise } from '@satchel/shared';

export interface VariantPrices {
  originalPricePaise: number;
  discountPricePaise: number | null;
}

/** What a unit is sold for: the discounted price when there is one, else the list price. */
export function chargedPaise(variant: VariantPrices): number {
  return variant.discountPricePaise ?? variant.originalPricePaise;
}

/** chargedPaise in SQL, for the variant aliased `v` (checkout prices its lines in the database). */
export const CHARGED_PAISE_SQL = 'coalesce(v.discount_price_paise, v.original_price_paise)';

/** Percent off the list price, rounded half up (0 without a discount). */
export function percentOff(variant: VariantPrices): number {
  if (!variant.originalPricePaise) return 0;
  return Math.round(((variant.originalPricePaise - chargedPaise(variant)) * 100) / variant.originalPricePaise);
}

/** percentOff in SQL, for the variant aliased `v` (numeric division, rounded half up like Math.round for positives). */
export const PERCENT_OFF_SQL = `case when v.original_price_paise > 0
  then round((v.original_price_paise - ${CHARGED_PAISE_SQL}) * 100.0 / v.original_price_paise)::int else 0 end`;
