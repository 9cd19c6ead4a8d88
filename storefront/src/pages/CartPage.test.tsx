import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DISCOUNT_LABELS, DISCOUNT_MESSAGES } from '@satchel/shared';
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

  /**
   * A signed-in shopper with `cart`, the pincode 411001 remembered, and `quote` its delivery check
   * (`waived` instead when asked with a free-delivery code's waiver).
   */
  function deliveryShop(cart: object, quote: object, waived?: object) {
    signInAs(customer);
    sessionStorage.setItem('satchel.deliveryPincode', '411001');
    mockFetch(async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/auth/me') return json({ data: { user: customer } });
      if (url.pathname === '/api/wishlist') return json({ id: 7, userId: 7, items: [] });
      if (url.pathname === '/api/cart') return json(cart);
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
          ...(waived && url.searchParams.get('freeDelivery') === 'true' ? waived : quote),
        });
      }
      return json({ message: 'Not found' }, 404);
    });
  }
  afterEach(() => sessionStorage.clear());

  it('shows delivery for the pincode remembered this session, as its own line in the total', async () => {
    deliveryShop(cartOf(1), {});
    renderInShop(<CartPage />);
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Delivery₹49.00'));
    expect(summary).toHaveTextContent('Cash on delivery fee₹20.00');
    expect(summary).toHaveTextContent('Total₹5,068.00');
    expect(screen.getByRole('textbox', { name: 'Check delivery' })).toHaveValue('411001');
  });

  it('with a free-delivery code, asks for delivery with the charge waived and shows what the API says', async () => {
    // ₹5,068.00 with the charge is over the ₹5,050.00 limit; the API judges ₹5,019.00 without it.
    deliveryShop(
      { ...cartOf(1), code: { code: 'FREESHIP', type: 'FREE_DELIVERY', discount: 0, freeDelivery: true } },
      { cod: false, codLimit: 5050, message: 'over the limit' },
      { cod: true, codLimit: 5050, charge: 0, total: 5019 },
    );
    renderInShop(<CartPage />);
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('DeliveryFree'));
    expect(summary).toHaveTextContent('Total₹5,019.00');
    expect(summary).toHaveTextContent('Cash on Delivery available');
    expect(summary).not.toHaveTextContent('not available');
  });
});

describe('a discount code in the cart', () => {
  const withCode = {
    ...cartOf(1),
    code: { code: 'DIWALI10', type: 'PERCENT' as const, discount: 499.9, freeDelivery: false },
    total: 4499.1,
  };
  /** A shop whose cart takes DIWALI10 and refuses anything else with the API's message. */
  function codeApi() {
    let cart = cartOf(1);
    return mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/me') return json({ data: { user: customer } });
      if (path === '/api/wishlist') return json({ id: 7, userId: 7, items: [] });
      if (path === '/api/cart/discount' && request.method === 'POST') {
        const { code } = (await request.json()) as { code: string };
        if (code.toUpperCase() !== 'DIWALI10')
          return json({ statusCode: 404, message: 'This code does not exist' }, 404);
        cart = withCode;
        return json(cart);
      }
      if (path === '/api/cart/discount' && request.method === 'DELETE') {
        cart = cartOf(1);
        return json(cart);
      }
      if (path === '/api/cart') return json(cart);
      return json({ message: 'Not found' }, 404);
    });
  }

  it('applies a code typed in any case, shows its line in the summary, and removes it', async () => {
    signInAs(customer);
    codeApi();
    renderInShop(<CartPage />);
    const field = await screen.findByLabelText(DISCOUNT_LABELS.field);
    fireEvent.change(field, { target: { value: 'nosuch' } });
    fireEvent.click(screen.getByRole('button', { name: DISCOUNT_LABELS.apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code does not exist');

    fireEvent.change(field, { target: { value: 'diwali10' } });
    fireEvent.click(screen.getByRole('button', { name: DISCOUNT_LABELS.apply }));
    expect(await screen.findByText('−₹499.90')).toBeInTheDocument();
    expect(screen.getAllByText('Code DIWALI10').length).toBeGreaterThan(0);
    expect(await screen.findByText(DISCOUNT_MESSAGES.applied('DIWALI10'))).toBeInTheDocument();
    expect(screen.getAllByText('₹4,499.10').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: DISCOUNT_LABELS.remove }));
    expect(await screen.findByLabelText(DISCOUNT_LABELS.field)).toBeInTheDocument();
    expect(screen.queryByText('−₹499.90')).not.toBeInTheDocument();
  });

  it('says why, once, when a change of the cart dropped its code', async () => {
    signInAs(customer);
    mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/me') return json({ data: { user: customer } });
      if (path === '/api/wishlist') return json({ id: 7, userId: 7, items: [] });
      if (path === '/api/cart')
        return json({ ...cartOf(1), codeMessage: DISCOUNT_MESSAGES.dropped('OVER3K', 'This code has expired') });
      return json({ message: 'Not found' }, 404);
    });
    renderInShop(<CartPage />);
    expect(await screen.findByText('Code OVER3K was removed: This code has expired')).toBeInTheDocument();
  });
});
