import { Link } from 'react-router-dom';
import { EmptyCart } from '../components/EmptyCart';
import { Price } from '../components/Price';
import { ProductImage } from '../components/ProductImage';
import { productPath } from '../lib/catalogue';
import { formatRupees, GST_LABELS } from '@satchel/shared';
import { CodeSummaryLine, DiscountCodeForm } from '../components/DiscountCodeForm';
import { DeliveryCheck, SummaryWithDelivery, useRememberedQuote } from '../components/DeliveryCheck';
import { useCart } from '../state/cart';
import './CartPage.css';

/** /cart: 'View Cart' with steppers, savings and the sums the API computed. */
export default function CartPage() {
  const { cart, updateQuantity, removeFromCart } = useCart();
  // Delivery to the pincode last checked, for what the cart holds (a free-delivery code waives its charge).
  const quote = useRememberedQuote(cart?.total ?? 0, {
    enabled: Boolean(cart),
    freeDelivery: Boolean(cart?.code?.freeDelivery),
  });

  if (cart && cart.items.length === 0) return <EmptyCart heading="View Cart" />;

  return (
    <div className="cart-page">
      <h1>View Cart</h1>
      {!cart ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        <div className="cart-page__layout">
          <ul className="cart-lines">
            {cart.items.map((item) => {
              const { variant } = item.product;
              return (
                <li key={item.id} className="cart-line">
                  <Link
                    to={productPath(item.product.name)}
                    className="cart-line__image"
                    tabIndex={-1}
                    aria-hidden="true"
                  >
                    <ProductImage image={item.product.images[0]} alt="" sizes="96px" />
                  </Link>
                  <div className="cart-line__info">
                    <Link to={productPath(item.product.name)} className="cart-line__name">
                      {item.product.name}
                    </Link>
                    <p className="cart-line__variant">
                      Size: {variant.size} · Colour: {variant.color}
                    </p>
                    <Price variant={variant} />
                    {item.discount > 0 && (
                      <p className="cart-line__save">
                        <span className="save-badge">SAVE</span> You save {formatRupees(item.discount)}
                      </p>
                    )}
                  </div>
                  <div
                    className="stepper cart-line__stepper"
                    role="group"
                    aria-label={`Quantity of ${item.product.name}`}
                  >
                    <button
                      type="button"
                      aria-label="Decrease quantity"
                      disabled={item.quantity <= 1}
                      onClick={() => void updateQuantity(item.id, item.quantity - 1)}
                    >
                      −
                    </button>
                    <output aria-live="polite">{item.quantity}</output>
                    <button
                      type="button"
                      aria-label="Increase quantity"
                      disabled={item.quantity >= variant.stock}
                      onClick={() => void updateQuantity(item.id, item.quantity + 1)}
                    >
                      +
                    </button>
                  </div>
                  <p className="cart-line__total">{formatRupees(item.lineTotal)}</p>
                  <button
                    type="button"
                    className="icon-button cart-line__remove"
                    aria-label={`Remove ${item.product.name} from cart`}
                    onClick={() => void removeFromCart(item.id)}
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
          <aside className="order-summary" aria-labelledby="cart-summary">
            <h2 id="cart-summary">Order Summary</h2>
            <dl>
              <dt>Subtotal</dt>
              <dd>{formatRupees(cart.subtotal)}</dd>
              <dt>Discount</dt>
              <dd>−{formatRupees(cart.discount)}</dd>
              <dt>
                Tax <span className="order-summary__hint">{GST_LABELS.pricesIncludeGst}</span>
              </dt>
              <dd>{formatRupees(cart.tax)}</dd>
              <CodeSummaryLine code={cart.code} />
              <SummaryWithDelivery itemsTotal={cart.total} quote={quote} unknown="Enter pincode below" />
            </dl>
            <DeliveryCheck quote={quote} />
            <DiscountCodeForm />
            {cart.discount > 0 && <p className="order-summary__savings">Total Savings {formatRupees(cart.discount)}</p>}
            <Link to="/checkout" className="button button--primary button--large">
              Proceed to Checkout
            </Link>
          </aside>
        </div>
      )}
    </div>
  );
}
