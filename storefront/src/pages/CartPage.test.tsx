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
});
