import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Header } from './components/Header';
import { LoginModal } from './components/LoginModal';
import { CustomerOnly } from './components/CustomerOnly';

const HomePage = lazy(() => import('./pages/HomePage'));
const ListingPage = lazy(() => import('./pages/ListingPage'));
const ProductPage = lazy(() => import('./pages/ProductPage'));
const CartPage = lazy(() => import('./pages/CartPage'));
const WishlistPage = lazy(() => import('./pages/WishlistPage'));
const CheckoutPage = lazy(() => import('./pages/CheckoutPage'));

export function App() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<div className="page-loading" />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/home" element={<HomePage />} />
            <Route path="/shop-all" element={<ListingPage />} />
            <Route path="/category/:slug" element={<ListingPage />} />
            <Route path="/product/:name" element={<ProductPage />} />
            <Route
              path="/cart"
              element={
                <CustomerOnly>
                  <CartPage />
                </CustomerOnly>
              }
            />
            <Route
              path="/checkout"
              element={
                <CustomerOnly>
                  <CheckoutPage />
                </CustomerOnly>
              }
            />
            <Route
              path="/wishlist"
              element={
                <CustomerOnly>
                  <WishlistPage />
                </CustomerOnly>
              }
            />
            {/* Pages not built yet lead home rather than to a blank screen. */}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </main>
      <LoginModal />
    </>
  );
}
