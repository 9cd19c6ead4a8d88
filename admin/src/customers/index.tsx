import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Loaded when first shown (react-admin's layout waits for it in its Suspense), not with the back office.
const CustomerList = lazy(() => import('./CustomerList').then((m) => ({ default: m.CustomerList })));

/** Registered customers, read-only (docs/product.md §13's Customers tile leads here). */
export const customerResource: ResourceProps = {
  name: 'customer',
  icon: PeopleIcon,
  options: { label: 'Customers' },
  list: CustomerList,
};
