import { fireEvent, screen, waitFor } from '@testing-library/react';
import { customer, json, mockFetch, renderInShop, sentRequests } from '../test-utils';
import { DELIVERY_MESSAGES, STATE_MESSAGES } from '@satchel/shared';
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
  stateCode: '27',
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

describe('the Place Order button', () => {
  it('waits for the addresses: the cart alone would let a click find no address chosen', async () => {
    let sendAddresses: () => void = () => undefined;
    const addresses = new Promise<void>((resolve) => (sendAddresses = resolve));
    mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/me') return json({ data: { user: customer } });
      if (path === '/api/cart') return json(cart);
      if (path === '/api/addresses') {
        await addresses;
        return json([address]);
      }
      return json({ message: 'Not found' }, 404);
    });
    renderInShop(<CheckoutPage />, '/checkout');
    await screen.findByText('Tote');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    sendAddresses();
    await screen.findByText(/1 MG Road/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
  });

  it('logs why the addresses could not be loaded, and works as with none saved: one can be added, none is sent', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockFetch(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/auth/me') return json({ data: { user: customer } });
      if (path === '/api/cart') return json(cart);
      if (path === '/api/addresses') throw new TypeError('Failed to fetch');
      return json({ message: 'Not found' }, 404);
    });
    renderInShop(<CheckoutPage />, '/checkout');
    await screen.findByRole('button', { name: /Add New Address/ });
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Could not load the addresses', expect.objectContaining({ statusCode: 503 }));
    const place = screen.getByRole('button', { name: 'Place Order' });
    await waitFor(() => expect(place).toBeEnabled());
    fireEvent.click(place);
    await screen.findByText('Please select an address.');
    expect(sentRequests(fetchMock).some((sent) => sent.url.endsWith('/api/orders/place'))).toBe(false);
  });
});

describe('delivery at checkout', () => {
  const quote = (pincode: string, over: object = {}) => ({
    pincode,
    serviceable: true,
    cod: true,
    charge: 49,
    codFee: 20,
    codLimit: null,
    total: 1569,
    expectedDeliveryDate: '2026-11-30',
    message: null,
    ...over,
  });
  const unserved = {
    ...address,
    id: 6,
    addressLine1: '9 Far Lane',
    postalCode: '799001',
    state: 'Tripura',
    stateCode: '16',
  };

  function serve(check: (pincode: string, waived: boolean) => object, shownCart: object = cart) {
    return mockFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/delivery/check') {
        return json(check(url.searchParams.get('pincode')!, url.searchParams.get('freeDelivery') === 'true'));
      }
      if (url.pathname === '/api/orders/place') return json({ id: 41 }, 201);
      if (url.pathname === '/api/orders/send-confirmation') return json({ status: 'sent' });
      if (url.pathname === '/api/auth/me') return json({ data: { user: customer } });
      if (url.pathname === '/api/cart') return json(shownCart);
      if (url.pathname === '/api/addresses')
        return json([
          { ...unserved, isDefault: true },
          { ...address, isDefault: false },
        ]);
      return json({ message: 'Not found' }, 404);
    });
  }

  it('marks an address the shop does not deliver to, never chooses it, and shows the charges of the one chosen', async () => {
    const message = DELIVERY_MESSAGES.notServiceable('799001');
    const fetchMock = serve((pincode) =>
      pincode === '799001' ? quote(pincode, { serviceable: false, cod: false, message }) : quote(pincode),
    );
    renderInShop(<CheckoutPage />, '/checkout');
    const far = await screen.findByRole('radio', { name: /9 Far Lane/ });
    await waitFor(() => expect(far).toBeDisabled());
    expect(far).toHaveAccessibleDescription(message);
    expect(screen.getByRole('radio', { name: /1 MG Road/ })).toBeChecked();
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Delivery₹49.00'));
    expect(summary).toHaveTextContent('Cash on delivery fee₹20.00');
    expect(summary).toHaveTextContent('Total₹1,569.00');
    expect(summary).toHaveTextContent('Delivery by Mon, 30 Nov');
    // Each address was checked with its own state, for what the cart holds.
    const checks = sentRequests(fetchMock).filter((request) => request.url.includes('/api/delivery/check'));
    expect(checks.map((request) => Object.fromEntries(new URL(request.url).searchParams))).toEqual(
      expect.arrayContaining([
        { pincode: '799001', state: 'Tripura', value: '1500' },
        { pincode: '411001', state: 'Maharashtra', value: '1500' },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('dialog', { name: 'Order placed!' });
    const place = sentRequests(fetchMock).find((request) => request.url.endsWith('/api/orders/place'))!;
    expect(await place.json()).toEqual({ addressId: 5, paymentMethod: 'COD' });
  });

  it('asks for the state of an old address whose state is not on the list before it can be chosen', async () => {
    serve((pincode) => quote(pincode));
    const oldAddress = { ...unserved, state: 'Bombay', stateCode: null };
    mockFetch((request) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/addresses') return json([{ ...oldAddress, isDefault: true }, address]);
      if (url.pathname === '/api/delivery/check') return json(quote(url.searchParams.get('pincode')!));
      if (url.pathname === '/api/auth/me') return json({ data: { user: customer } });
      if (url.pathname === '/api/cart') return json(cart);
      return json({ message: 'Not found' }, 404);
    });
    renderInShop(<CheckoutPage />, '/checkout');
    const old = await screen.findByRole('radio', { name: /9 Far Lane/ });
    expect(old).toBeDisabled();
    expect(old).toHaveAccessibleDescription(STATE_MESSAGES.addressNeedsState);
    expect(screen.getByRole('radio', { name: /1 MG Road/ })).toBeChecked();
    // Editing it offers the list, with nothing chosen yet.
    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    expect(screen.getByRole('combobox', { name: 'State *' })).toHaveValue('');
  });

  it('says so when no address is served, and does not offer to place the order', async () => {
    serve((pincode) =>
      quote(pincode, { serviceable: false, cod: false, message: DELIVERY_MESSAGES.notServiceable(pincode) }),
    );
    renderInShop(<CheckoutPage />, '/checkout');
    expect(await screen.findByRole('alert')).toHaveTextContent(DELIVERY_MESSAGES.noAddressServed);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /1 MG Road/ })).toBeDisabled();
  });

  it('with a free-delivery code, asks each address’s delivery with the charge waived and shows what the API says', async () => {
    const freeDelivery = {
      ...cart,
      code: { code: 'FREESHIP', type: 'FREE_DELIVERY', discount: 0, freeDelivery: true },
    };
    // ₹1,569.00 with the charge is over the ₹1,550.00 limit; the API judges ₹1,520.00 without it.
    const message = DELIVERY_MESSAGES.codOverLimit(155000);
    const fetchMock = serve(
      (pincode, waived) =>
        waived
          ? quote(pincode, { codLimit: 1550, charge: 0, total: 1520 })
          : quote(pincode, { cod: false, codLimit: 1550, message }),
      freeDelivery,
    );
    renderInShop(<CheckoutPage />, '/checkout');
    const summary = await screen.findByRole('complementary', { name: 'Order Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Total₹1,520.00'));
    expect(summary).toHaveTextContent('DeliveryFree');
    expect(screen.queryByRole('alert')).toBeNull();
    // Each check for the cart's value asked with the waiver (one made before the cart had loaded may not).
    const checks = sentRequests(fetchMock)
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/api/delivery/check' && url.searchParams.get('value') === '1500');
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.map((url) => url.searchParams.get('freeDelivery'))).toEqual(checks.map(() => 'true'));
    const place = screen.getByRole('button', { name: 'Place Order' });
    expect(place).toBeEnabled();
    fireEvent.click(place);
    await screen.findByRole('dialog', { name: 'Order placed!' });
  });

  it('still refuses COD when the API says the order is over the limit with the charge waived too', async () => {
    const freeDelivery = {
      ...cart,
      code: { code: 'FREESHIP', type: 'FREE_DELIVERY', discount: 0, freeDelivery: true },
    };
    // Without the waiver it would say so against ₹1,569.00; the API's answer with it is what shows.
    const message = DELIVERY_MESSAGES.codOverLimit(150000);
    serve(
      (pincode, waived) =>
        waived
          ? quote(pincode, { cod: false, codLimit: 1500, charge: 0, total: 1520, message })
          : quote(pincode, { cod: false, codLimit: 1500, message: 'asked without the waiver' }),
      freeDelivery,
    );
    renderInShop(<CheckoutPage />, '/checkout');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('says why above the COD limit, and does not offer to place the order', async () => {
    const message = DELIVERY_MESSAGES.codOverLimit(100000);
    serve((pincode) => quote(pincode, { cod: false, codLimit: 1000, message }));
    renderInShop(<CheckoutPage />, '/checkout');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });
});
