import { newFiles, removedIds } from '../upload/sendMultipart';
import { hexOf } from '@satchel/shared';

export interface VariantRecord {
  id?: number;
  /** The version this size was loaded at; the API refuses the save if it moved on (a sale, another admin). */
  version?: number;
  size: string;
  color: string;
  colorHexCode?: string | null;
  stock: number;
  originalPrice: number;
  discountPrice?: number | null;
}

const variantsOf = (value: unknown) => (Array.isArray(value) ? value : []) as VariantRecord[];

/**
 * docs/product.md §5: a hex colour sets the swatch, and so does one picked. A named colour keeps the
 * swatch it had (or the one copied with it from the previous variant), unless its name was changed
 * and no swatch was picked since: the old one no longer fits, and the API takes the new name's.
 */
export function swatchToSend(variant: VariantRecord, before: VariantRecord[]): string | null {
  const typed = hexOf(variant.color);
  if (typed) return typed;
  const chosen = hexOf(variant.colorHexCode);
  const stored = typeof variant.id === 'number' ? before.find((old) => old.id === variant.id) : undefined;
  const renamed = stored && String(stored.color ?? '').trim() !== String(variant.color ?? '').trim();
  if (renamed && chosen === hexOf(stored.colorHexCode)) return null;
  return chosen;
}

/** The product API's multipart form from react-admin's record: its fields only, new pictures in `images`. */
export function productForm(
  data: Record<string, unknown>,
  previous?: { images?: unknown; variants?: unknown },
): FormData {
  const form = new FormData();
  form.set('productName', String(data.name ?? '').trim());
  form.set('categoryId', data.categoryId === null || data.categoryId === undefined ? '' : String(data.categoryId));
  form.set('description', String(data.description ?? ''));
  form.set('isBestSeller', data.isBestSeller ? 'true' : 'false');
  // Empty: the product takes its category's HSN code and GST rule.
  form.set('hsnCode', typeof data.hsnCode === 'string' ? data.hsnCode : '');
  form.set('gstRate', typeof data.gstRate === 'number' ? String(data.gstRate) : '');
  // Optimistic concurrency: the versions the form was loaded from go back with it, and a product
  // changed meanwhile answers 409 with its reason, which the form shows; nothing stale is written.
  if (typeof data.version === 'number') form.set('version', String(data.version));
  const before = variantsOf(previous?.variants);
  form.set(
    'productVariants',
    JSON.stringify(
      variantsOf(data.variants).map((variant) => ({
        ...(typeof variant.id === 'number' ? { id: variant.id } : {}),
        ...(typeof variant.id === 'number' && typeof variant.version === 'number' ? { version: variant.version } : {}),
        size: String(variant.size ?? '').trim(),
        color: String(variant.color ?? '').trim(),
        colorHexCode: swatchToSend(variant, before),
        stock: Number(variant.stock ?? 0),
        originalPrice: Number(variant.originalPrice ?? 0),
        // Empty or 0: no discount (docs/product.md §10).
        discountPrice: variant.discountPrice ? Number(variant.discountPrice) : null,
      })),
    ),
  );
  if (previous) {
    const removed = removedIds(previous.images, data.images);
    if (removed.length) form.set('deletedImageIds', JSON.stringify(removed));
  }
  for (const file of newFiles(data.images)) form.append('images', file);
  return form;
}
