/**
 * Money is integer paise everywhere inside (DECISIONS §4); the API speaks rupees with at most
 * two decimals. These are the only conversions.
 */
/** The highest price a size may have (DECISIONS §4: below ₹1,00,00,000). */
export const MAX_RUPEES = 9_999_999.99;

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

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

/** Percent off the list price, rounded (0 without a discount). */
export function percentOff(variant: VariantPrices): number {
  if (!variant.originalPricePaise) return 0;
  return Math.round(((variant.originalPricePaise - chargedPaise(variant)) * 100) / variant.originalPricePaise);
}
