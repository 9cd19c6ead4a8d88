import { useGetList } from 'react-admin';
import type { CategoryRecord } from './categoryTree';

/** The whole catalogue tree is small: one request of up to 1000 categories, by name. */
export function useAllCategories() {
  return useGetList<CategoryRecord>('category', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
}
