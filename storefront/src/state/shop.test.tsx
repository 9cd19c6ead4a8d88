import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { components } from '@satchel/shared/web';
import { LoginModal } from '../components/LoginModal';
import CartPage from '../pages/CartPage';
import { customer, json, mockFetch, sentRequests } from '../test-utils';
import { SessionProvider } from './session';
import { ShopProvider, useShop } from './shop';
import { ToastProvider } from './toasts';

type Cart = components['schemas']['CartDto'];
type Variant = components['schemas']['VariantDto'];

const tan: Variant = {
  id: 11,
  size: 'M',
  color: 'Tan',
  colorHexCode: null,
  stock: 3,
  version: 1,
  originalPrice: 5999,
  discountPrice: 4999,
  price: 4999,
  percentOff: 17,
};
const soldOut: Variant = { ...tan, id: 12, size: 'L', stock: 0 };
const image = { id: 1, filename: 'a.png', url: '/uploads/a.png', width: 10, height: 10, renditions: [] };

function cartOf(quantity: number): Cart {
  return {
    items: quantity
      ? [
          {
            id: 5,
            quantity,
            unitPrice: 4999,
            lineTotal: 4999 * quantity,
            discount: 1000 * quantity,
            product: { id: 2, name: 'Aarav Leather Tote', images: [image], variant: tan },
          },
        ]
      : [],
    itemCount: quantity,
    subtotal: 5999 * quantity,
    discount: 1000 * quantity,
    tax: 0,
    total: 4999 * quantity,
  };
}

function signInAs(user: typeof customer) {
  localStorage.setItem('authToken', 'token-1');
  localStorage.setItem('userData', JSON.stringify(user));
}

/** Serves the API a customer's shop needs, with a cart that add/update change. */
function shopApi(start: number, user = customer) {
  let quantity = start;
  return mockFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/auth/me') return json({ data: { user } });
    if (path === '/api/wishlist') return json({ id: 7, userId: 7, items: [] });
    if (path === '/api/cart') return json(cartOf(quantity));
    if (path === '/api/cart/add') {
      quantity += (await request.json()).quantity;
      return json(cartOf(quantity));
    }
    if (path === '/api/cart/update-quantity') {
      quantity = (await request.json()).newQuantity;
      return json(cartOf(quantity));
    }
    return json({ message: 'Not found' }, 404);
  });
}

let shop: ReturnType<typeof useShop>;
function Probe() {
  shop = useShop();
  return <p>{`cart: ${shop.cartCount}`}</p>;
}

function renderShop(ui = <Probe />) {
  return render(
    <MemoryRouter>
      <ToastProvider>
        <SessionProvider>
          <ShopProvider>
            {ui}
            <LoginModal />
          </ShopProvider>
        </SessionProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the cart rules', () => {
  it('asks a guest to log in, and never loads a cart for them', async () => {
    const fetchMock = shopApi(0);
    renderShop();
    await act(() => shop.addToCart(tan));
    expect(screen.getByText('Please login to add to cart')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(sentRequests(fetchMock)).toEqual([]);
  });

  it('wants a size with stock, then adds, then raises the quantity', async () => {
    signInAs(customer);
    const fetchMock = shopApi(0);
    renderShop();
    await screen.findByText('cart: 0');

    await act(() => shop.addToCart(undefined));
    expect(screen.getByText('Please select a size first')).toBeInTheDocument();
    await act(() => shop.addToCart(soldOut));
    expect(screen.getByText('This size is out of stock')).toBeInTheDocument();
    expect(sentRequests(fetchMock).some((r) => r.url.endsWith('/api/cart/add'))).toBe(false);

    await act(() => shop.addToCart(tan));
    expect(await screen.findByText('Added to Cart')).toBeInTheDocument();
    expect(screen.getByText('cart: 1')).toBeInTheDocument();
    await act(() => shop.addToCart(tan));
    expect(await screen.findByText('Increased quantity in Cart')).toBeInTheDocument();
    expect(screen.getByText('cart: 2')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([11]);
  });

  it('loads neither cart nor wishlist for an admin', async () => {
    const admin = { ...customer, userType: 'ADMIN' as const };
    signInAs(admin);
    const fetchMock = shopApi(1, admin);
    renderShop();
    await waitFor(() => expect(sentRequests(fetchMock).length).toBeGreaterThan(0));
    const paths = sentRequests(fetchMock).map((r) => new URL(r.url).pathname);
    expect(paths).not.toContain('/api/cart');
    expect(paths).not.toContain('/api/wishlist');
  });
});

describe('the cart page', () => {
  it('shows the sums in rupees and stops the stepper at 1 and at the stock', async () => {
    signInAs(customer);
    shopApi(1);
    renderShop(<CartPage />);

    expect(await screen.findByRole('heading', { name: 'View Cart' })).toBeInTheDocument();
    expect(await screen.findByText('Total Savings ₹1,000.00')).toBeInTheDocument();
    expect(screen.getByText('You save ₹1,000.00', { exact: false })).toBeInTheDocument();
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(minus).toBeDisabled();

    const quantity = screen.getByRole('group', { name: /Quantity of/ });
    fireEvent.click(plus);
    await waitFor(() => expect(quantity).toHaveTextContent('2'));
    fireEvent.click(plus);
    await waitFor(() => expect(quantity).toHaveTextContent('3'));
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    expect(screen.getAllByText('₹14,997.00').length).toBeGreaterThan(0);
  });

  it('says so when the cart is empty', async () => {
    signInAs(customer);
    shopApi(0);
    renderShop(<CartPage />);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });
});
