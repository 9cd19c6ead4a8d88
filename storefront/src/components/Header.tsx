import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useCategories, useCompany } from '../state/catalogue';
import { useSession } from '../state/session';
import { useCart } from '../state/cart';
import { useWishlist } from '../state/wishlist';
import { useToast } from '../state/toasts';
import { AccountMenu } from './AccountMenu';
import { SearchOverlay } from './SearchOverlay';
import './Header.css';

/** The logo's box, whatever the picture's shape (it is fitted inside): the header never moves when it loads. */
const LOGO_BOX = { width: 144, height: 36 };

export function Header() {
  const { user, openLogin } = useSession();
  const { cartCount } = useCart();
  const { wishlistCount } = useWishlist();
  const toast = useToast();
  const company = useCompany();
  const categories = useCategories();

  const [searching, setSearching] = useState(false);

  function search() {
    if (!user) {
      toast.error('Please login and search product');
      openLogin();
      return;
    }
    setSearching(true);
  }

  return (
    <>
      <div className="top-banner">
        <span>Free shipping on all orders</span>
        {company?.phone && (
          <a href={`tel:${company.phone}`} className="top-banner__phone">
            Call us: {company.phone}
          </a>
        )}
      </div>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="site-header__logo">
            {company?.logoUrl ? (
              <img src={company.logoUrl} alt={company.name} width={LOGO_BOX.width} height={LOGO_BOX.height} />
            ) : (
              (company?.name ?? 'Satchel')
            )}
          </Link>
          <div className="site-header__actions">
            <button type="button" className="icon-button" aria-label="Search products" onClick={search}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="10.5" cy="10.5" r="6.5" />
                <path d="m15.5 15.5 5 5" />
              </svg>
            </button>
            <Link to="/wishlist" className="icon-button" aria-label={`Wishlist, ${count(wishlistCount)}`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 20s-7-4.3-9-8.6C1.6 8.1 3.7 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.4 0 5.5 3.6 4.1 6.9C19 15.7 12 20 12 20z" />
              </svg>
              {wishlistCount > 0 && <span className="badge">{wishlistCount}</span>}
            </Link>
            <Link to="/cart" className="icon-button" aria-label={`Cart, ${count(cartCount)}`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M3 4h2l2.4 11h10.8L21 7H6.2" />
                <circle cx="9" cy="19.5" r="1.5" />
                <circle cx="17" cy="19.5" r="1.5" />
              </svg>
              {cartCount > 0 && <span className="badge">{cartCount}</span>}
            </Link>
            {user ? (
              <AccountMenu user={user} />
            ) : (
              <button type="button" className="button button--outline" onClick={openLogin}>
                Log In
              </button>
            )}
          </div>
        </div>
        {/* Its line is kept while the categories load, so the page below does not move when they arrive. */}
        {categories === null && <div className="category-bar category-bar--loading" aria-hidden="true" />}
        {categories && categories.length > 0 && (
          <nav className="category-bar" aria-label="Categories">
            <NavLink to="/shop-all">Shop All</NavLink>
            {categories.map((category) => (
              <NavLink key={category.id} to={`/category/${category.slug}`}>
                {category.name}
              </NavLink>
            ))}
          </nav>
        )}
      </header>
      {searching && <SearchOverlay onClose={() => setSearching(false)} />}
    </>
  );
}

const count = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
