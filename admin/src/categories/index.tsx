import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Loaded when first shown (react-admin's layout waits for them in its Suspense), not with the back office.
const CategoryList = lazy(() => import('./CategoryList').then((m) => ({ default: m.CategoryList })));
const CategoryCreate = lazy(() => import('./CategoryForm').then((m) => ({ default: m.CategoryCreate })));
const CategoryEdit = lazy(() => import('./CategoryForm').then((m) => ({ default: m.CategoryEdit })));

/** docs/product.md §2 /admin/category. */
export const categoryResource: ResourceProps = {
  name: 'category',
  icon: CategoryIcon,
  options: { label: 'Category' },
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
};
