import { rupeesToPaise as toPaise } from '@satchel/shared';
import type { components } from '@satchel/shared/web';

type Variant = Pick<components['schemas']['VariantDto'], 'originalPrice' | 'discountPrice'>;

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
