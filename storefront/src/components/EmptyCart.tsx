import { Link } from 'react-router-dom';

/** What View Cart and Checkout show with nothing in the cart (docs/product.md §2, §5). */
export function EmptyCart({ heading }: { heading: string }) {
  return (
    <div className="empty-page">
      <h1>{heading}</h1>
      <p className="empty-state">Your cart is empty</p>
      <Link to="/" className="button button--primary">
        Continue Shopping
      </Link>
    </div>
  );
}
