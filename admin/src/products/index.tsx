import InventoryIcon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Loaded when first shown (react-admin's layout waits for them in its Suspense), not with the back office.
const ProductList = lazy(() => import('./ProductList').then((m) => ({ default: m.ProductList })));
const ProductCreate = lazy(() => import('./ProductForm').then((m) => ({ default: m.ProductCreate })));
const ProductEdit = lazy(() => import('./ProductForm').then((m) => ({ default: m.ProductEdit })));

/** docs/product.md §2 /admin/product. */
export const productResource: ResourceProps = {
  name: 'product',
  icon: InventoryIcon,
  options: { label: 'Product' },
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
};
