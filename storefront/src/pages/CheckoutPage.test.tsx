import { fireEvent, screen, waitFor } from '@testing-library/react';
import { customer, json, mockFetch, renderInShop, sentRequests } from '../test-utils';
import CheckoutPage from './CheckoutPage';

const cart = {
  items: [
    {
      id: 1,
      quantity: 1,
      lineTotal: 1500,
      product: { id: 3, name: 'Tote', images: [], variant: { id: 12, size: 'M', color: 'Tan' } },
    },
  ],
  itemCount: 1,
  subtotal: 1500,
  discount: 0,
  tax: 0,
  total: 1500,
};
const address = {
  id: 5,
  addressLine1: '1 MG Road',
  addressLine2: null,
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  country: 'India',
  isDefault: true,
};

beforeEach(() => {
  localStorage.setItem('authToken', 'token-1');
  localStorage.setItem('userData', JSON.stringify(customer));
  localStorage.setItem('role', 'CUSTOMER');
  localStorage.setItem('userId', '7');
});
afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

/** Places the order twice; `first` answers the first attempt. Returns the two keys sent. */
async function twoAttempts(first: () => Response): Promise<[string | null, string | null]> {
  let attempts = 0;
  const fetchMock = mockFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/orders/place') return ++attempts === 1 ? first() : json({ message: 'Out of stock' }, 409);
    if (path === '/api/auth/me') return json({ data: { user: customer } });
    if (path === '/api/cart') return json(cart);
    if (path === '/api/addresses') return json([address]);
    return json({ message: 'Not found' }, 404);
  });
  renderInShop(<CheckoutPage />, '/checkout');
  await screen.findByText(/1 MG Road/);
  for (let i = 1; i <= 2; i++) {
    const place = await screen.findByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(place).toBeEnabled());
    fireEvent.click(place);
    await waitFor(() => expect(attempts).toBe(i));
  }
  const places = sentRequests(fetchMock).filter((request) => request.url.endsWith('/api/orders/place'));
  return [places[0].headers.get('Idempotency-Key'), places[1].headers.get('Idempotency-Key')];
}

describe('checkout Idempotency-Key', () => {
  it('is new after a refusal (4xx): nothing was placed, and a changed request under the old key would be a 422', async () => {
    const [first, second] = await twoAttempts(() =>
      json({ message: 'This Idempotency-Key was used for another request.' }, 422),
    );
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('is kept after a failure that may have placed the order (5xx), so the retry cannot place it twice', async () => {
    const [first, second] = await twoAttempts(() => json({ message: 'Internal server error' }, 503));
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });
});

describe('a placed order', () => {
  it('stays on the page under the success dialog, though the cart is now empty', async () => {
    let placed = false;
    mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/orders/place') {
        placed = true;
        return json({ id: 41 }, 201);
      }
      if (path === '/api/orders/send-confirmation') return json({ status: 'sent' });
      if (path === '/api/auth/me') return json({ data: { user: customer } });
      if (path === '/api/cart')
        return json(placed ? { ...cart, items: [], itemCount: 0, subtotal: 0, total: 0 } : cart);
      if (path === '/api/addresses') return json([address]);
      return json({ message: 'Not found' }, 404);
    });
    renderInShop(<CheckoutPage />, '/checkout');
    await screen.findByText(/1 MG Road/);
    const place = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(place).toBeEnabled());
    fireEvent.click(place);

    expect(await screen.findByRole('dialog', { name: 'Order placed!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Items (1)' })).toBeInTheDocument();
    expect(screen.getByText('Tote')).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });
});
