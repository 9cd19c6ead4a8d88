import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, errorMessage } from '../api/client';
import { EmptyCart } from '../components/EmptyCart';
import { AddressForm, type Address } from '../components/AddressForm';
import { Dialog } from '../components/Dialog';
import { ProductImage } from '../components/ProductImage';
import { DELIVERY_MESSAGES, formatRupees, formatShopDay, GST_LABELS, STATE_MESSAGES } from '@satchel/shared';
import { CodeSummaryLine, DiscountCodeForm } from '../components/DiscountCodeForm';
import { SummaryWithDelivery } from '../components/DeliveryCheck';
import { useApiQuery } from '../lib/useApiQuery';
import { fetchDeliveryQuote, type DeliveryQuote } from '../lib/useDeliveryQuote';
import { useCart } from '../state/cart';
import { useToast } from '../state/toasts';
import './CheckoutPage.css';

/** /checkout: choose or add an address, pay cash on delivery, place the order (docs/product.md §2, §4). */
export default function CheckoutPage() {
  const { cart: liveCart, reloadCart } = useCart();
  const toast = useToast();
  const navigate = useNavigate();
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [selectedId, setSelectedId] = useState<number>();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [placing, setPlacing] = useState(false);
  // What was ordered: the page keeps showing it under the success dialog once the cart is empty.
  const [placed, setPlaced] = useState<{ cart: typeof liveCart; orderId: number } | null>(null);
  const cart = placed?.cart ?? liveCart;
  // One key per checkout, so a retried click cannot place the order twice.
  const idempotencyKey = useRef(crypto.randomUUID());

  async function loadAddresses(select?: number) {
    // A failed load is only logged (docs/product.md §8): the list shows none, and one can be added.
    const none = (why: unknown): Address[] => {
      console.warn('Could not load the addresses', why);
      return [];
    };
    const list = await api.GET('/api/addresses').then(({ data, error }) => data ?? none(error), none);
    setAddresses(list);
    setSelectedId((current) => select ?? current);
  }

  useEffect(() => {
    void loadAddresses();
  }, []);

  // Delivery to each address for what the cart holds (a free-delivery code waives the charge): what
  // it costs, and whether it can be chosen. Kept while a new cart is checked (no flicker), but its
  // sums only shown for the cart asked about.
  const itemsTotal = cart?.total ?? 0;
  const freeDelivery = Boolean(cart?.code?.freeDelivery);
  const checked = useApiQuery(
    async (signal) => {
      const answers = await Promise.all(
        (addresses ?? []).map(
          async (address) =>
            [
              address.id,
              await fetchDeliveryQuote(
                { pincode: address.postalCode, state: address.state, value: itemsTotal, freeDelivery },
                signal,
              ),
            ] as const,
        ),
      );
      const quotes = new Map(answers.filter((answer): answer is [number, DeliveryQuote] => Boolean(answer[1])));
      return { value: itemsTotal, freeDelivery, quotes };
    },
    [addresses, itemsTotal, freeDelivery],
    () => ({ value: itemsTotal, freeDelivery, quotes: new Map<number, DeliveryQuote>() }),
    { keepPrevious: true },
  );
  const quotes = checked?.quotes;
  // An address saved before states came from the list may have none the shop knows: it is picked first.
  const served = (address: Address) => address.stateCode !== null && quotes?.get(address.id)?.serviceable !== false;
  const whyNot = (address: Address) =>
    address.stateCode === null ? STATE_MESSAGES.addressNeedsState : quotes?.get(address.id)?.message;
  // The chosen address, if it can still be chosen; else the default (or first) one that is served.
  const choice =
    addresses?.find((address) => address.id === selectedId && served(address)) ??
    addresses?.find((address) => address.isDefault && served(address)) ??
    addresses?.find(served);
  const current = checked?.value === itemsTotal && checked.freeDelivery === freeDelivery;
  const quote = choice && current ? quotes?.get(choice.id) : undefined;
  const noneServed = Boolean(addresses?.length) && !choice;
  const refusal = noneServed
    ? DELIVERY_MESSAGES.noAddressServed
    : quote && quote.serviceable && !quote.cod
      ? quote.message
      : null;

  const addressMessages = {
    added: 'Address added successfully',
    updated: 'Address updated successfully',
    failed: 'Failed to save address',
  };

  async function placeOrder() {
    const addressId = choice?.id;
    if (!addressId) {
      toast.error('Please select an address.');
      return;
    }
    setPlacing(true);
    try {
      const {
        data: order,
        error,
        response,
      } = await api.POST('/api/orders/place', {
        params: { header: { 'Idempotency-Key': idempotencyKey.current } },
        body: { addressId, paymentMethod: 'COD' },
      });
      if (!order) {
        // Refused, so nothing was placed: the next try (perhaps to another address) is a new
        // request. Only an unanswered or failed (5xx) one must be retried under the same key.
        if (response.status < 500) idempotencyKey.current = crypto.randomUUID();
        toast.error(errorMessage(error, 'Failed to place order'));
        // The cart as it now stands: a code refused at checkout is dropped, and says why.
        if (response.status === 422) await reloadCart().catch(() => undefined);
        return;
      }
      const confirmation = await api.POST('/api/orders/send-confirmation', { body: { orderId: order.id } });
      if (confirmation.data) toast.success('Order placed successfully! Confirmation email sent');
      else toast.error('Order placed, but confirmation email failed');
      idempotencyKey.current = crypto.randomUUID();
      setPlaced({ cart, orderId: order.id });
      await reloadCart().catch(() => undefined);
    } catch {
      toast.error('Failed to place order');
    } finally {
      setPlacing(false);
    }
  }

  if (cart && cart.items.length === 0) return <EmptyCart heading="Checkout" />;

  return (
    <div className="checkout-page">
      <h1>Checkout</h1>
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          <section className="checkout-section" aria-labelledby="checkout-address">
            <h2 id="checkout-address">Delivery Address</h2>
            {addresses === null ? (
              <p>Loading…</p>
            ) : (
              <ul className="address-list">
                {addresses.map((address) =>
                  editing === address.id ? (
                    <li key={address.id} className="address-card">
                      <AddressForm
                        address={address}
                        messages={addressMessages}
                        onCancel={() => setEditing(null)}
                        onSaved={(saved) => {
                          setEditing(null);
                          void loadAddresses(saved.id);
                        }}
                      />
                    </li>
                  ) : (
                    <li key={address.id} className={`address-card${served(address) ? '' : ' address-card--unserved'}`}>
                      <label className="address-card__choice">
                        <input
                          type="radio"
                          name="address"
                          checked={choice?.id === address.id}
                          disabled={!served(address)}
                          aria-describedby={served(address) ? undefined : `address-${address.id}-unserved`}
                          onChange={() => setSelectedId(address.id)}
                        />
                        <span>
                          {address.addressLine1}
                          {address.addressLine2 ? `, ${address.addressLine2}` : ''}
                          <br />
                          {address.city}, {address.state} {address.postalCode}
                          {address.isDefault && <span className="chip address-card__default">Default</span>}
                          {!served(address) && (
                            <small id={`address-${address.id}-unserved`} className="address-card__unserved">
                              {whyNot(address)}
                            </small>
                          )}
                        </span>
                      </label>
                      <button type="button" className="link-button" onClick={() => setEditing(address.id)}>
                        Edit
                      </button>
                    </li>
                  ),
                )}
                <li className="address-card">
                  {editing === 'new' ? (
                    <AddressForm
                      messages={addressMessages}
                      onCancel={() => setEditing(null)}
                      onSaved={(saved) => {
                        setEditing(null);
                        void loadAddresses(saved.id);
                      }}
                    />
                  ) : (
                    <button type="button" className="button button--outline" onClick={() => setEditing('new')}>
                      Add New Address
                    </button>
                  )}
                </li>
              </ul>
            )}
          </section>

          <section className="checkout-section" aria-labelledby="checkout-items">
            <h2 id="checkout-items">Items ({cart?.itemCount ?? 0})</h2>
            <ul className="checkout-items">
              {cart?.items.map((item) => (
                <li key={item.id}>
                  <ProductImage image={item.product.images[0]} alt="" sizes="56px" />
                  <span>
                    {item.product.name}
                    <small>
                      Size: {item.product.variant.size} · Colour: {item.product.variant.color} · Qty: {item.quantity}
                    </small>
                  </span>
                  <strong>{formatRupees(item.lineTotal)}</strong>
                </li>
              ))}
            </ul>
          </section>

          <section className="checkout-section" aria-labelledby="checkout-payment">
            <h2 id="checkout-payment">Payment Method</h2>
            <label className="payment-option">
              <input type="radio" name="payment" checked readOnly />
              <span>
                Cash on Delivery
                <small>Pay when you receive</small>
              </span>
            </label>
          </section>
        </div>

        <aside className="order-summary" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">Order Summary</h2>
          {cart && (
            <dl>
              <dt>Subtotal</dt>
              <dd>{formatRupees(cart.subtotal)}</dd>
              {cart.discount > 0 && (
                <>
                  <dt>Discount</dt>
                  <dd>−{formatRupees(cart.discount)}</dd>
                </>
              )}
              <dt>
                Tax <span className="order-summary__hint">{GST_LABELS.pricesIncludeGst}</span>
              </dt>
              <dd>{formatRupees(cart.tax)}</dd>
              <CodeSummaryLine code={cart.code} />
              <SummaryWithDelivery itemsTotal={cart.total} quote={quote} unknown="Choose an address" />
            </dl>
          )}
          <DiscountCodeForm />
          {quote?.serviceable && (
            <p className="order-summary__note">Delivery by {formatShopDay(quote.expectedDeliveryDate)}</p>
          )}
          {refusal && (
            <p className="order-summary__refusal" role="alert">
              {refusal}
            </p>
          )}
          {/* Until the addresses arrive there is none to send: a click would only say to pick one. */}
          <button
            type="button"
            className="button button--primary button--large"
            disabled={placing || !cart || !addresses || Boolean(placed) || Boolean(refusal)}
            onClick={() => void placeOrder()}
          >
            Place Order
          </button>
        </aside>
      </div>
      {placed && (
        <Dialog title="Order placed!" onClose={() => navigate('/home')}>
          <p>
            Your order number is <strong>#{placed.orderId}</strong>. Thank you for shopping with us. You will pay when
            you receive your order.
          </p>
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={() => navigate('/home')}>
              Continue Shopping
            </button>
            <button type="button" className="button button--outline" onClick={() => navigate('/myaccount/order')}>
              View Order History
            </button>
          </div>
        </Dialog>
      )}
      {placing && (
        <div className="loading-overlay" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          Placing your order…
        </div>
      )}
    </div>
  );
}
