import { act, screen, waitFor } from '@testing-library/react';
import { LoginModal } from '../components/LoginModal';
import { customer, renderInShop, sentRequests, shopApi, signInAs, soldOut, tan } from '../test-utils';
import { useCart } from './cart';

let cart: ReturnType<typeof useCart>;
function Probe() {
  cart = useCart();
  return <p>{`cart: ${cart.cartCount}`}</p>;
}

/** The probe in the whole shop's state (cart and wishlist), with the login modal a guest is sent to. */
function renderCart() {
  return renderInShop(
    <>
      <Probe />
      <LoginModal />
    </>,
  );
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the cart rules', () => {
  it('asks a guest to log in, and never loads a cart for them', async () => {
    const fetchMock = shopApi(0);
    renderCart();
    await act(() => cart.addToCart(tan));
    expect(screen.getByText('Please login to add to cart')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([]);
  });

  it('wants a size with stock, then adds, then raises the quantity', async () => {
    signInAs(customer);
    const fetchMock = shopApi(0);
    renderCart();
    await screen.findByText('cart: 0');

    await act(() => cart.addToCart(undefined));
    expect(screen.getByText('Please select a size first')).toBeInTheDocument();
    await act(() => cart.addToCart(soldOut));
    expect(screen.getByText('This size is out of stock')).toBeInTheDocument();
    expect(sentRequests(fetchMock).some((r) => r.url.endsWith('/api/cart/add'))).toBe(false);

    await act(() => cart.addToCart(tan));
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    expect(screen.getByText('cart: 1')).toBeInTheDocument();
    await act(() => cart.addToCart(tan));
    expect(await screen.findByText('Increased quantity in Cart')).toBeInTheDocument();
    expect(screen.getByText('cart: 2')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([11]);
  });

  it('loads neither cart nor wishlist for an admin', async () => {
    const admin = { ...customer, userType: 'ADMIN' as const };
    signInAs(admin);
    const fetchMock = shopApi(1, admin);
    renderCart();
    await waitFor(() => expect(sentRequests(fetchMock).length).toBeGreaterThan(0));
    const paths = sentRequests(fetchMock).map((r) => new URL(r.url).pathname);
    expect(paths).not.toContain('/api/cart');
    expect(paths).not.toContain('/api/wishlist');
  });
});
