import InventoryIcon from '@mui/icons-material/Inventory2';
import type { ResourceProps } from 'react-admin';
import { ProductCreate, ProductEdit } from './ProductForm';
import { ProductList } from './ProductList';

/** SPEC §2 /admin/product. */
export const productResource: ResourceProps = {
  name: 'product',
  icon: InventoryIcon,
  options: { label: 'Product' },
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
};
