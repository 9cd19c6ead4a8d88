import { fireEvent, screen, waitFor } from '@testing-library/react';
import { cartOf, customer, json, mockFetch, renderInShop, sentRequests, shopApi, signInAs } from '../test-utils';
import CartPage from './CartPage';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the cart page', () => {
  it('shows the sums in rupees and stops the stepper at 1 and at the stock', async () => {
    signInAs(customer);
    shopApi(1);
    renderInShop(<CartPage />);

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
    renderInShop(<CartPage />);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('removes a line, and then says the cart is empty', async () => {
    signInAs(customer);
    const fetchMock = shopApi(2);
    renderInShop(<CartPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Remove/ }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    const removal = sentRequests(fetchMock).find((r) => new URL(r.url).pathname === '/api/cart/remove/5');
    expect(removal?.method).toBe('DELETE');
  });

  it("shows the cart's own savings and sums as the API sends them, never computing them again", async () => {
    signInAs(customer);
    // Sums no client-side formula would give: the page must print these very numbers.
    mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/me') return json({ data: { user: customer } });
      if (path === '/api/wishlist') return json({ id: 7, userId: 7, items: [] });
      if (path === '/api/cart') return json({ ...cartOf(1), subtotal: 6000.5, discount: 777.25, total: 5000 });
      return json({ message: 'Not found' }, 404);
    });
    renderInShop(<CartPage />);
    expect(await screen.findByText('Total Savings ₹777.25')).toBeInTheDocument();
    expect(screen.getAllByText('₹5,000.00').length).toBeGreaterThan(0);
  });

  it('shows delivery for the pincode remembered this session, as its own line in the total', async () => {
    signInAs(customer);
    sessionStorage.setItem('satchel.deliveryPincode', '411001');
    mockFetch(async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/auth/me') return json({ data: { user: customer } });
      if (url.pathname === '/api/wishlist') return json({ id: 7, userId: 7, items: [] });
      if (url.pathname === '/api/cart') return json(cartOf(1));
      if (url.pathname === '/api/delivery/check' && url.searchParams.get('value') === '4999') {
        return json({
          pincode: '411001',
          serviceable: true,
          cod: true,
          charge: 49,
          codFee: 20,
          codLimit: null,
          total: 5068,
          expectedDeliveryDate: '2026-11-30',
          message: null,
        });
      }
      return json({ message: 'Not found' }, 404);
    });
    renderInShop(<CartPage />);
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Delivery₹49.00'));
    expect(summary).toHaveTextContent('Cash on delivery fee₹20.00');
    expect(summary).toHaveTextContent('Total₹5,068.00');
    expect(screen.getByRole('textbox', { name: 'Check delivery' })).toHaveValue('411001');
    sessionStorage.clear();
  });
});
