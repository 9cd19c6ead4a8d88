import { Fragment, useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from '../../api/client';
import { formatShopDate } from '@satchel/shared';
import { downloadInvoice, type components } from '@satchel/shared/web';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ProductImage } from '../../components/ProductImage';
import {
  formatRupees,
  GST_LABELS,
  hasInvoice,
  orderChargeLines,
  paymentWords,
  rupeesToPaise,
  shipmentText,
} from '@satchel/shared';
import { ReturnRequestDialog } from '../../components/ReturnRequestDialog';
import { useToast } from '../../state/toasts';
import { useNavigate } from 'react-router-dom';
import './OrdersPage.css';

type Order = components['schemas']['OrderDto'];

/** docs/product.md §4: how a customer reads a delivery status. */
export const STATUS_LABELS: Record<Order['deliveryStatus'], string> = {
  PENDING: 'Pending',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELED: 'Cancelled',
};

/** /myaccount/order: the customer's orders, newest first, each opening to its lines. */
export default function OrdersPage() {
  const toast = useToast();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [open, setOpen] = useState<number>();
  const [cancelling, setCancelling] = useState<Order>();
  const [returning, setReturning] = useState<Order>();
  const navigate = useNavigate();

  const load = useCallback(async () => {
    const { data } = await api.GET('/api/orders/my-orders');
    setOrders(data ?? []);
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function cancel(order: Order) {
    setCancelling(undefined);
    const { data, error } = await api.PUT('/api/orders/{id}/cancel', { params: { path: { id: order.id } } });
    if (data) toast.success('Order cancelled successfully!');
    else toast.error(errorMessage(error, 'Failed to cancel order.'));
    await load();
  }

  async function download(order: Order, document: 'invoice' | 'credit-note') {
    const failed = await downloadInvoice(api, order.id, document);
    if (failed) toast.error(failed);
  }

  if (orders === null) return <div className="page-loading" aria-busy="true" />;
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">Order History</h1>
      {orders.length === 0 ? (
        <p className="empty-state">You have not placed any orders yet.</p>
      ) : (
        <ul className="order-list">
          {orders.map((order) => (
            <li key={order.id} className="order-row">
              <button
                type="button"
                className="order-row__head"
                aria-expanded={open === order.id}
                aria-controls={`order-${order.id}`}
                onClick={() => setOpen((current) => (current === order.id ? undefined : order.id))}
              >
                <span className="order-row__id">Order #{order.id}</span>
                <span>{formatShopDate(order.createdAt)}</span>
                <span className={`status status--${order.deliveryStatus.toLowerCase()}`}>
                  {STATUS_LABELS[order.deliveryStatus]}
                </span>
                <strong>{formatRupees(order.orderTotal)}</strong>
              </button>
              <div id={`order-${order.id}`} className="order-row__body" hidden={open !== order.id}>
                <ul className="checkout-items">
                  {order.items.map((item) => (
                    <li key={item.id}>
                      <ProductImage image={item.product.images[0]} alt="" sizes="56px" />
                      <span>
                        {item.product.name}
                        <small>
                          Size: {item.product.variant.size} · Colour: {item.product.variant.color} · Qty:{' '}
                          {item.quantity}
                        </small>
                      </span>
                      <strong>{formatRupees(item.lineTotal)}</strong>
                    </li>
                  ))}
                </ul>
                <dl className="order-row__charges">
                  {orderChargeLines(rupeesToPaise(order.deliveryCharge), rupeesToPaise(order.codFee), {
                    code: order.discountCode,
                    discountPaise: rupeesToPaise(order.codeDiscount),
                  }).map(([label, amount]) => (
                    <Fragment key={label}>
                      <dt>{label}</dt>
                      <dd>{amount}</dd>
                    </Fragment>
                  ))}
                  <dt>Total</dt>
                  <dd>{formatRupees(order.orderTotal)}</dd>
                  {order.tax > 0 && (
                    <>
                      <dt>{GST_LABELS.includedGst}</dt>
                      <dd>{formatRupees(order.tax)}</dd>
                    </>
                  )}
                </dl>
                {order.invoiceNumber && <p>Tax invoice {order.invoiceNumber}</p>}
                {order.creditNoteNumber && <p>Credit note {order.creditNoteNumber}</p>}
                <p>
                  Deliver to: {order.address.addressLine1}
                  {order.address.addressLine2 ? `, ${order.address.addressLine2}` : ''}, {order.address.city},{' '}
                  {order.address.state} {order.address.postalCode}
                </p>
                <p>Payment: Cash on Delivery ({paymentWords(order)})</p>
                {order.tracking && <TrackingLine tracking={order.tracking} />}
                {order.deliveredOn ? (
                  <p>Delivered on {formatShopDate(order.deliveredOn)}</p>
                ) : (
                  order.deliveryStatus !== 'CANCELED' && (
                    <p>Expected delivery: {formatShopDate(order.expectedDeliveryDate)}</p>
                  )
                )}
                <div className="order-row__actions">
                  {hasInvoice(order) && (
                    <button
                      type="button"
                      className="button button--outline"
                      onClick={() => void download(order, 'invoice')}
                    >
                      Download invoice
                    </button>
                  )}
                  {order.creditNoteNumber && (
                    <button
                      type="button"
                      className="button button--outline"
                      onClick={() => void download(order, 'credit-note')}
                    >
                      Download credit note
                    </button>
                  )}
                  {order.deliveryStatus === 'DELIVERED' && (
                    <button type="button" className="button button--outline" onClick={() => setReturning(order)}>
                      Return items
                    </button>
                  )}
                  {order.deliveryStatus === 'PENDING' && (
                    <button type="button" className="button button--outline" onClick={() => setCancelling(order)}>
                      Cancel Order
                    </button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {returning && (
        <ReturnRequestDialog
          orderId={returning.id}
          onClose={() => setReturning(undefined)}
          onRequested={() => navigate('/myaccount/returns')}
        />
      )}
      {cancelling && (
        <ConfirmDialog
          title="Cancel order"
          question={`Are you sure you want to cancel order #${cancelling.id}?`}
          confirmLabel="Yes, cancel it"
          onConfirm={() => void cancel(cancelling)}
          onCancel={() => setCancelling(undefined)}
        />
      )}
    </section>
  );
}

/** 'Shipped with Delhivery · AWB DL123 · Track your parcel', linking to the carrier's page. */
function TrackingLine({ tracking }: { tracking: NonNullable<Order['tracking']> }) {
  return (
    <p className="order-row__tracking">
      {shipmentText(tracking)}
      {tracking.url && (
        <>
          {' · '}
          <a href={tracking.url} target="_blank" rel="noopener noreferrer">
            Track your parcel
          </a>
        </>
      )}
    </p>
  );
}
