import ReceiptIcon from '@mui/icons-material/Receipt';
import type { ResourceProps } from 'react-admin';
import { OrderList } from './OrderList';

/** SPEC §2 /admin/order: the list changes statuses and opens details; orders are not edited otherwise. */
export const orderResource: ResourceProps = {
  name: 'order',
  icon: ReceiptIcon,
  options: { label: 'Order' },
  list: OrderList,
};
