import { NOT_IN_CATEGORY_NAME, type GstSlab } from '@satchel/shared';
import { newFiles, removedIds } from '../upload/sendMultipart';

/** The category API's multipart form from react-admin's record: its fields only, the image in `media`. */
export function categoryForm(data: Record<string, unknown>, previous?: { uploads?: unknown }): FormData {
  const form = new FormData();
  form.set('name', String(data.name ?? ''));
  form.set('description', String(data.description ?? ''));
  form.set('parentId', data.parentId === null || data.parentId === undefined ? '' : String(data.parentId));
  form.set('hsnCode', typeof data.hsnCode === 'string' ? data.hsnCode : '');
  // 'null' clears the rule; an empty field would leave it as it was.
  const rule = Array.isArray(data.gstRule) && data.gstRule.length ? data.gstRule.map(gstSlabOf) : null;
  form.set('gstRule', JSON.stringify(rule));
  if (previous) {
    const removed = removedIds(previous.uploads, data.uploads);
    if (removed.length) form.set('deletedUploadIds', JSON.stringify(removed));
  }
  for (const file of newFiles(data.uploads)) form.append('media', file);
  return form;
}

/** A slab as the form holds it (an empty limit is undefined or '') as the API takes it. */
export function gstSlabOf(slab: { upTo?: number | string | null; rate?: number | string | null }): GstSlab {
  const number = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
  return { upTo: number(slab?.upTo), rate: number(slab?.rate) as number };
}

/** docs/product.md §5: characters other than letters, digits and spaces are stripped as typed. */
export function categoryNameAsTyped(value: string): string {
  return value.replace(NOT_IN_CATEGORY_NAME, '');
}
