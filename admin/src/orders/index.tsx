import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';

// Loaded when first shown (react-admin's layout waits for it in its Suspense), not with the back office.
const OrderList = lazy(() => import('./OrderList').then((m) => ({ default: m.OrderList })));

/** docs/product.md §2 /admin/order: the list changes statuses and opens details; orders are not edited otherwise. */
export const orderResource: ResourceProps = {
  name: 'order',
  icon: ReceiptIcon,
  options: { label: 'Order' },
  list: OrderList,
};
