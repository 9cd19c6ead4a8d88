import { useWishlist } from '../state/wishlist';
import './WishlistHeart.css';

/** The heart that adds a product to the wishlist or takes it out again. */
export function WishlistHeart({ productId, productName }: { productId: number; productName: string }) {
  const { isWishlisted, toggleWishlist } = useWishlist();
  const on = isWishlisted(productId);
  return (
    <button
      type="button"
      className={`wishlist-heart${on ? ' wishlist-heart--on' : ''}`}
      aria-pressed={on}
      aria-label={on ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`}
      onClick={(event) => {
        event.preventDefault();
        void toggleWishlist(productId);
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3.1 4.5 6.8 4.5c2.1 0 3.6 1.2 4.2 2.5h2c.6-1.3 2.1-2.5 4.2-2.5 3.7 0 5.9 3.8 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
