import { MenuItem, TextField } from '@mui/material';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { ORDER_STATUSES, statusLabel, type DeliveryStatus, type Order } from './orderStatus';

/** Saves at once; docs/product.md §8: 'Status updated to {status}'. A refusal (e.g. no stock to restore) says why. */
export function OrderStatusSelect() {
  const order = useRecordContext<Order>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Order>();
  if (!order) return null;
  const change = (status: DeliveryStatus) =>
    update(
      'order',
      { id: order.id, data: { deliveryStatus: status }, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`Status updated to ${statusLabel(status)}`, { type: 'success' }),
        onError: (error) => notify((error as Error).message || 'Something went wrong', { type: 'error' }),
      },
    );
  return (
    <TextField
      select
      size="small"
      value={order.deliveryStatus}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => change(event.target.value as DeliveryStatus)}
      slotProps={{ htmlInput: { 'aria-label': `Status of order ${order.id}` } }}
      sx={{ minWidth: 140 }}
    >
      {ORDER_STATUSES.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
