import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import { ORDER_STATUSES, statusLabel, type DeliveryStatus, type Order } from './orderStatus';
import { ShipDialog, type Shipment } from './ShipDialog';

/**
 * Saves at once; docs/product.md §8: 'Status updated to {status}'. A refusal (e.g. no stock to
 * restore) says why. Choosing Shipped first asks for the carrier and AWB.
 */
export function OrderStatusSelect() {
  const order = useRecordContext<Order>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Order>();
  const [shipping, setShipping] = useState(false);
  if (!order) return null;
  const change = (status: DeliveryStatus, shipment: Shipment = {}) =>
    update(
      'order',
      { id: order.id, data: { deliveryStatus: status, ...shipment }, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`Status updated to ${statusLabel(status)}`, { type: 'success' }),
        onError: (error) => notify((error as Error).message || 'Something went wrong', { type: 'error' }),
      },
    );
  return (
    <>
      <TextField
        select
        size="small"
        value={order.deliveryStatus}
        disabled={isPending}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const status = event.target.value as DeliveryStatus;
          if (status === 'SHIPPED') setShipping(true);
          else void change(status);
        }}
        slotProps={{ htmlInput: { 'aria-label': `Status of order ${order.id}` } }}
        sx={{ minWidth: 140 }}
      >
        {ORDER_STATUSES.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.name}
          </MenuItem>
        ))}
      </TextField>
      {shipping && (
        <ShipDialog
          order={order}
          onClose={() => setShipping(false)}
          onShip={(shipment) => {
            setShipping(false);
            void change('SHIPPED', shipment);
          }}
        />
      )}
    </>
  );
}
