import { newFiles, removedIds } from '../upload/sendMultipart';
import { hexOf } from './productRules';

export interface VariantRecord {
  id?: number;
  size: string;
  color: string;
  colorHexCode?: string | null;
  stock: number;
  originalPrice: number;
  discountPrice?: number | null;
}

/** The product API's multipart form from react-admin's record: its fields only, new pictures in `images`. */
export function productForm(data: Record<string, unknown>, previous?: { images?: unknown }): FormData {
  const form = new FormData();
  form.set('productName', String(data.name ?? ''));
  form.set('categoryId', data.categoryId === null || data.categoryId === undefined ? '' : String(data.categoryId));
  form.set('description', String(data.description ?? ''));
  form.set('isBestSeller', data.isBestSeller ? 'true' : 'false');
  const variants = variantsOf(data.variants);
  form.set(
    'productVariants',
    JSON.stringify(
      variants.map((variant) => ({
        ...(typeof variant.id === 'number' ? { id: variant.id } : {}),
        size: String(variant.size ?? '').trim(),
        color: String(variant.color ?? '').trim(),
        colorHexCode: swatchToSend(variant, before),
        stock: Math.trunc(Number(variant.stock ?? 0)),
        originalPrice: Number(variant.originalPrice ?? 0),
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
