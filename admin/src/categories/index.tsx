import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceProps } from 'react-admin';
import { CategoryCreate, CategoryEdit } from './CategoryForm';
import { CategoryList } from './CategoryList';

/** SPEC §2 /admin/category. */
export const categoryResource: ResourceProps = {
  name: 'category',
  icon: CategoryIcon,
  options: { label: 'Category' },
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
};
