import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import {
  formatRupees,
  formatShopDateTime,
  GST_LABELS,
  hasInvoice,
  orderChargeLines,
  rupeesToPaise,
} from '@satchel/shared';
import { downloadInvoice } from '@satchel/shared/web';
import { api } from '../api/client';
import { HistoryButton } from '../audit-log/HistoryButton';
import { OrderReturns } from '../returns/OrderReturns';
import { customerName, statusLabel, type Order } from './orderStatus';
import { ShipmentTracking } from './ShipmentTracking';

/** docs/product.md §2: customer, delivery address, items and the stored total. */
export function OrderDetailsButton() {
  const order = useRecordContext<Order>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  // On a phone the dialog takes the screen, and size and colour join the item's name, so that
  // Price and Total stay in view.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!order) return null;
  const { address } = order;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Details
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="md"
        fullWidth
        fullScreen={small}
        aria-labelledby={`order-${order.id}`}
      >
        <DialogTitle id={`order-${order.id}`}>Order #{order.id}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="subtitle2">Customer</Typography>
          <Typography gutterBottom>
            {customerName(order)} · {order.user.email}
          </Typography>
          <Typography variant="subtitle2">Delivery address</Typography>
          <Typography gutterBottom>
            {[address.addressLine1, address.addressLine2, address.city, address.state, address.postalCode]
              .filter(Boolean)
              .join(', ')}
          </Typography>
          {order.tracking && (
            <>
              <Typography variant="subtitle2">Shipment</Typography>
              <Typography gutterBottom>
                <ShipmentTracking tracking={order.tracking} />
              </Typography>
            </>
          )}
          <Typography variant="subtitle2">
            Placed {formatShopDateTime(order.createdAt)} · {statusLabel(order.deliveryStatus)} · Cash on delivery
          </Typography>
          {(order.invoiceNumber || order.creditNoteNumber) && (
            <Typography variant="body2">
              {order.invoiceNumber && `Tax invoice ${order.invoiceNumber}`}
              {order.creditNoteNumber && ` · Credit note ${order.creditNoteNumber}`}
            </Typography>
          )}
          <Table size="small" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>Item</TableCell>
                {!small && <TableCell>Size</TableCell>}
                {!small && <TableCell>Colour</TableCell>}
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    {item.product.name}
                    {small && ` (${item.product.variant.size}, ${item.product.variant.color})`}
                  </TableCell>
                  {!small && <TableCell>{item.product.variant.size}</TableCell>}
                  {!small && <TableCell>{item.product.variant.color}</TableCell>}
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">{formatRupees(item.product.variant.price)}</TableCell>
                  <TableCell align="right">{formatRupees(item.lineTotal)}</TableCell>
                </TableRow>
              ))}
              {orderChargeLines(rupeesToPaise(order.deliveryCharge), rupeesToPaise(order.codFee), {
                code: order.discountCode,
                discountPaise: rupeesToPaise(order.codeDiscount),
              }).map(([label, amount]) => (
                <TableRow key={label}>
                  <TableCell colSpan={small ? 3 : 5} align="right">
                    {label}
                  </TableCell>
                  <TableCell align="right">{amount}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={small ? 3 : 5} align="right">
                  <strong>Total</strong>
                </TableCell>
                <TableCell align="right">
                  <strong>{formatRupees(order.orderTotal)}</strong>
                </TableCell>
              </TableRow>
              {order.tax > 0 && (
                <TableRow>
                  <TableCell colSpan={small ? 3 : 5} align="right">
                    {GST_LABELS.includedGst}
                  </TableCell>
                  <TableCell align="right">{formatRupees(order.tax)}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          <OrderReturns orderId={order.id} />
        </DialogContent>
        <DialogActions>
          <HistoryButton entity="order" />
          {/* A cancelled order has none: the API would answer 409. */}
          {hasInvoice(order) && (
            <Button
              onClick={async () => {
                const failed = await downloadInvoice(api, order.id);
                if (failed) notify(failed, { type: 'error' });
              }}
            >
              Download invoice
            </Button>
          )}
          {order.creditNoteNumber && (
            <Button
              onClick={async () => {
                const failed = await downloadInvoice(api, order.id, 'credit-note');
                if (failed) notify(failed, { type: 'error' });
              }}
            >
              Download credit note
            </Button>
          )}
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
