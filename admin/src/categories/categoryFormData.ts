import { NOT_IN_CATEGORY_NAME } from '@satchel/shared';
import { newFiles, removedIds } from '../upload/sendMultipart';

/** The category API's multipart form from react-admin's record: its fields only, the image in `media`. */
export function categoryForm(data: Record<string, unknown>, previous?: { uploads?: unknown }): FormData {
  const form = new FormData();
  form.set('name', String(data.name ?? ''));
  form.set('description', String(data.description ?? ''));
  form.set('parentId', data.parentId === null || data.parentId === undefined ? '' : String(data.parentId));
  if (previous) {
    const removed = removedIds(previous.uploads, data.uploads);
    if (removed.length) form.set('deletedUploadIds', JSON.stringify(removed));
  }
  for (const file of newFiles(data.uploads)) form.append('media', file);
  return form;
}

/** docs/product.md §5: characters other than letters, digits and spaces are stripped as typed. */
export function categoryNameAsTyped(value: string): string {
  return value.replace(NOT_IN_CATEGORY_NAME, '');
}
