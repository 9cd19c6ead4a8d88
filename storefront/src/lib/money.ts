import type { components } from '../api/schema';

type Variant = Pick<components['schemas']['VariantDto'], 'originalPrice' | 'discountPrice'>;

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** The API speaks rupees with at most two decimals; sums are done in whole paise (DECISIONS §4). */
export function toPaise(amount: number): number {
  return Math.round(amount * 100);
}

/** '₹4,999.00': en-IN grouping, always two decimals. */
export function formatRupees(amount: number): string {
  return rupees.format(toPaise(amount) / 100);
}

/** The unit price charged: the selling price when the variant is discounted, else its MRP. */
export function chargedPrice(variant: Variant): number {
  return variant.discountPrice ? variant.discountPrice : variant.originalPrice;
}

/** Percent off the MRP, rounded; 0 when not discounted. */
export function percentOff(variant: Variant): number {
  const original = toPaise(variant.originalPrice);
  if (original <= 0) return 0;
  return Math.round(((original - toPaise(chargedPrice(variant))) / original) * 100);
}

/** What the shopper saves on `quantity` units, in rupees. */
export function youSave(variant: Variant, quantity = 1): number {
  return ((toPaise(variant.originalPrice) - toPaise(chargedPrice(variant))) * quantity) / 100;
}

/** Unit price × quantity, in rupees, computed in paise. */
export function lineTotal(variant: Variant, quantity: number): number {
  return (toPaise(chargedPrice(variant)) * quantity) / 100;
}
