import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { LoginModal } from './components/LoginModal';
import { CustomerOnly } from './components/CustomerOnly';
import { ScrollMemory } from './components/ScrollMemory';

const HomePage = lazy(() => import('./pages/HomePage'));
const ListingPage = lazy(() => import('./pages/ListingPage'));
const ProductPage = lazy(() => import('./pages/ProductPage'));
const CartPage = lazy(() => import('./pages/CartPage'));
const WishlistPage = lazy(() => import('./pages/WishlistPage'));
const CheckoutPage = lazy(() => import('./pages/CheckoutPage'));
const AboutPage = lazy(() => import('./pages/info/AboutPage'));
const PrivacyPolicyPage = lazy(() => import('./pages/info/PrivacyPolicyPage'));
const TermsPage = lazy(() => import('./pages/info/TermsPage'));
const RefundPolicyPage = lazy(() => import('./pages/info/RefundPolicyPage'));
const ContactPage = lazy(() => import('./pages/info/ContactPage'));
const AccountLayout = lazy(() => import('./pages/account/AccountLayout'));
const DashboardPage = lazy(() => import('./pages/account/DashboardPage'));
const OrdersPage = lazy(() => import('./pages/account/OrdersPage'));
const ReturnsPage = lazy(() => import('./pages/account/ReturnsPage'));
const AddressesPage = lazy(() => import('./pages/account/AddressesPage'));
const ProfilePage = lazy(() => import('./pages/account/ProfilePage'));
const PasswordPage = lazy(() => import('./pages/account/PasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));

export function App() {
  return (
    <>
      <ScrollMemory />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<div className="page-loading" />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/home" element={<HomePage />} />
            <Route path="/about" element={<AboutPage />} />
            <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
            <Route path="/terms-and-conditions" element={<TermsPage />} />
            <Route path="/refund-policy" element={<RefundPolicyPage />} />
            <Route path="/contact-us" element={<ContactPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
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
            <Route
              path="/myaccount"
              element={
                <CustomerOnly>
                  <AccountLayout />
                </CustomerOnly>
              }
            >
              <Route path="dashboard" element={<DashboardPage />} />
              <Route path="order" element={<OrdersPage />} />
              <Route path="returns" element={<ReturnsPage />} />
              <Route path="address" element={<AddressesPage />} />
              <Route path="account" element={<ProfilePage />} />
              <Route path="password" element={<PasswordPage />} />
              {/* /myaccount and any unknown path under it (docs/product.md §2). */}
              <Route index element={<Navigate to="/myaccount/dashboard" replace />} />
              <Route path="*" element={<Navigate to="/myaccount/dashboard" replace />} />
            </Route>
            {/* An unknown address leads home rather than to a blank screen. */}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </Suspense>
      </main>
      <Footer />
      <LoginModal />
    </>
  );
}
