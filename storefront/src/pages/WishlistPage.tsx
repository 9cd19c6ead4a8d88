import { Link } from 'react-router-dom';
import { ProductGrid } from '../components/ProductGrid';
import { useWishlist } from '../state/wishlist';
import './WishlistPage.css';

/** /wishlist: the saved products, each with its sizes and Add to Cart. */
export default function WishlistPage() {
  const { wishlist } = useWishlist();
  if (!wishlist) return <div className="page-loading" aria-busy="true" />;
  if (wishlist.items.length === 0) {
    return (
      <div className="empty-page">
        <h1>Wishlist</h1>
        <p className="empty-state">Your wishlist is empty</p>
        <Link to="/shop-all" className="button button--primary">
          Start Shopping
        </Link>
      </div>
    );
  }
  return (
    <div className="wishlist-page">
      <h1>Wishlist</h1>
      <ProductGrid products={wishlist.items.map((item) => item.product)} />
    </div>
  );
}
