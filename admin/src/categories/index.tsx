import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Loaded when first shown (react-admin's layout waits for them in its Suspense), not with the back office.
const CategoryList = lazy(() => import('./CategoryList').then((m) => ({ default: m.CategoryList })));

/**
 * docs/product.md §2 /admin/category. No create or edit page: react-admin then leads
 * /category/create and /category/{id} to the list, which opens the form in a dialog over the tree.
 */
export const categoryResource: ResourceProps = {
  name: 'category',
  icon: CategoryIcon,
  options: { label: 'Category' },
  list: CategoryList,
};
