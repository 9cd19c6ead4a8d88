import ReceiptIcon from '@mui/icons-material/Receipt';
import type { ResourceProps } from 'react-admin';

/** SPEC §2 /admin/order. */
export const orderResource: ResourceProps = { name: 'order', icon: ReceiptIcon, options: { label: 'Order' } };
