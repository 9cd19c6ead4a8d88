import {
  COLOR,
  MAX_PRODUCT_IMAGES,
  MAX_VARIANTS,
  MIN_PRODUCT_IMAGES,
  PRODUCT_MESSAGES,
  variantHex,
} from '@satchel/shared';
import { picturesBetween } from '../upload/sendMultipart';
import type { VariantRecord } from './productFormData';

/** docs/product.md §9: above 10 green, 1 to 10 yellow, 0 red. */
export function stockColour(stock: number): 'success' | 'warning' | 'error' {
  if (stock > 10) return 'success';
  if (stock >= 1) return 'warning';
  return 'error';
}

/** docs/product.md §5: the first default variant has stock 1. */
export const FIRST_VARIANT: VariantRecord = { size: '', color: '', stock: 1, originalPrice: 0, discountPrice: null };

/** docs/product.md §5: a new variant copies the previous variant's colour, with stock 0. */
export function nextVariant(variants: VariantRecord[] | undefined): VariantRecord {
  const previous = variants?.at(-1);
  if (!previous) return FIRST_VARIANT;
  return {
    size: '',
    color: previous.color,
    colorHexCode: previous.colorHexCode ?? null,
    stock: 0,
    originalPrice: 0,
    discountPrice: null,
  };
}

/** docs/product.md §5: a variant added after the first shows the colour copied from the one before, read-only. */
export function isCopiedColour(index: number, variant: Pick<VariantRecord, 'id'> | undefined): boolean {
  return index > 0 && typeof variant?.id !== 'number';
}

/**
 * The swatch a colour field previews, as the API will store it (variantHex): a typed hex, else the
 * chosen one, else the colour name's, else grey; none while the colour is empty.
 */
export function swatch(color: string | undefined, colorHexCode?: string | null): string | undefined {
  return color?.trim() ? variantHex(color, colorHexCode) : undefined;
}

/** A swatch as the colour picker takes it: '#rrggbb' ('#abc' spelled out). */
export function pickerValue(hex: string): string {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
}

/** A product has 1 to MAX_VARIANTS sizes, as the API checks. */
export function variantsProblem(value: unknown): string | undefined {
  const count = Array.isArray(value) ? value.length : 0;
  if (count < 1) return PRODUCT_MESSAGES.variantsRequired;
  return count > MAX_VARIANTS ? PRODUCT_MESSAGES.variantsTooMany : undefined;
}

export function colorProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return PRODUCT_MESSAGES.colorRequired;
  return COLOR.test(value.trim()) ? undefined : PRODUCT_MESSAGES.colorFormat;
}

/** What react-admin passes a validator: inside <ArrayInput> `source` is the item's own ('discountPrice'). */
interface ValidatorProps {
  source?: string;
  /** The whole path, e.g. `variants.3.discountPrice`. */
  finalSource?: string;
}

/** The variant a field of `variants.3.discountPrice` belongs to. */
function variantOf(allValues: { variants?: VariantRecord[] }, props: ValidatorProps | undefined) {
  const path = props?.finalSource ?? props?.source ?? '';
  const match = /variants\.(\d+)\./.exec(path);
  return match ? allValues.variants?.[Number(match[1])] : undefined;
}

export function discountWithinOriginal(_value: unknown, allValues: object, props?: ValidatorProps) {
  const variant = variantOf(allValues as { variants?: VariantRecord[] }, props);
  if (variant?.discountPrice && Number(variant.discountPrice) > Number(variant.originalPrice)) {
    return PRODUCT_MESSAGES.discountAboveOriginal;
  }
  return undefined;
}

export function originalCoversDiscount(_value: unknown, allValues: object, props?: ValidatorProps) {
  const variant = variantOf(allValues as { variants?: VariantRecord[] }, props);
  if (variant?.discountPrice && Number(variant.originalPrice) < Number(variant.discountPrice)) {
    return PRODUCT_MESSAGES.originalBelowDiscount;
  }
  return undefined;
}

/** docs/product.md §5: 1 to 10 images, kept plus new. */
export const productImagesProblem = picturesBetween(
  MIN_PRODUCT_IMAGES,
  MAX_PRODUCT_IMAGES,
  PRODUCT_MESSAGES.imagesRequired,
  PRODUCT_MESSAGES.imagesTooMany,
);
