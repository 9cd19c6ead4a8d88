import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceProps } from 'react-admin';

/** SPEC §2 /admin/category. */
export const categoryResource: ResourceProps = { name: 'category', icon: CategoryIcon, options: { label: 'Category' } };
