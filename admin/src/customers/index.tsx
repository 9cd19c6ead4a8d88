import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { CustomerList } from './CustomerList';

/** Registered customers, read-only (DECISIONS §9's Customers tile leads here). */
export const customerResource: ResourceProps = {
  name: 'customer',
  icon: PeopleIcon,
  options: { label: 'Customers' },
  list: CustomerList,
};
