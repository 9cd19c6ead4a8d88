import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { components } from '@satchel/shared/web';
import { cartOf, customer, json, mockFetch, renderInShop, signInAs, soldOut, tan } from '../test-utils';
import { DELIVERY_MESSAGES } from '@satchel/shared';
import { sentRequests } from '../test-utils';
import ProductPage from './ProductPage';

type Product = components['schemas']['ProductDto'];

const tote: Product = {
  id: 2,
  name: 'Aarav Leather Tote',
  isBestSeller: false,
  hsnCode: null,
  gstRate: null,
  description: '<p>Full grain</p>',
  category: { id: 3, name: 'Totes', slug: 'totes' } as Product['category'],
  categoryId: 3,
  images: [],
  variants: [tan, { ...tan, id: 13, size: 'S', stock: 1 }, soldOut],
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** The API a signed-in customer's product page calls; `found` says whether the product exists. */
const addedToCart: unknown[] = [];
function productApi(found = true) {
  addedToCart.length = 0;
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/auth/me') return json({ data: { user: customer } });
    if (url.pathname === '/api/wishlist') return json({ id: 7, userId: 7, items: [] });
    if (url.pathname === '/api/cart') return json(cartOf(0));
    if (url.pathname === '/api/cart/add') {
      const body = await request.json();
      addedToCart.push(body);
      return json(cartOf(body.quantity));
    }
    if (url.pathname === '/api/delivery/check') {
      const pincode = url.searchParams.get('pincode')!;
      const served = pincode !== '799001';
      return json({
        pincode,
        serviceable: served,
        cod: served,
        charge: served ? 49 : 0,
        codFee: 0,
        codLimit: null,
        total: Number(url.searchParams.get('value')) + 49,
        expectedDeliveryDate: '2026-11-30',
        message: served ? null : DELIVERY_MESSAGES.notServiceable(pincode),
      });
    }
    if (url.pathname.startsWith('/api/products/by-name/')) {
      return found ? json(tote) : json({ statusCode: 404, message: 'Product not found' }, 404);
    }
    if (url.pathname.startsWith('/api/products')) {
      return json({ data: [], pagination: { totalItems: 0, currentPage: 1, limit: 8, totalPages: 0 } });
    }
    return json({ message: 'Not found' }, 404);
  });
}

function openProduct(name = tote.name) {
  return renderInShop(
    <Routes>
      <Route path="/product/:name" element={<ProductPage />} />
      <Route path="/cart" element={<p>the cart</p>} />
    </Routes>,
    `/product/${encodeURIComponent(name)}`,
  );
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the product page', () => {
  it('finds the product by its name and shows stock, sizes available and the price', async () => {
    productApi();
    openProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aarav Leather Tote' })).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    // Two of the three sizes have stock.
    expect(screen.getByText('2 sizes available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart · ₹4,999.00' })).toBeInTheDocument();
  });

  it('prices the quantity chosen, wants a size, then adds it and opens the cart', async () => {
    signInAs(customer);
    productApi();
    openProduct();
    await screen.findByRole('heading', { level: 1, name: 'Aarav Leather Tote' });
    // The tab says what the server's head says (modules/seo); leaving the page gives the shop's back.
    expect(document.title).toBe('Aarav Leather Tote · Satchel');
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('button', { name: 'Add to Cart · ₹9,998.00' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    expect(await screen.findByText('Please select a size first')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^M\b/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    expect(await screen.findByText('the cart')).toBeInTheDocument();
    expect(document.title).toBe('Satchel');
    expect(addedToCart).toEqual([{ productVariantId: tan.id, quantity: 2 }]);
  });

  it('says so when no product has that name', async () => {
    productApi(false);
    openProduct('No Such Bag');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).not.toContain('No Such Bag'));
  });
});

describe('checking delivery on the product page', () => {
  afterEach(() => sessionStorage.clear());

  it('says when and for how much the shop delivers to a pincode, and remembers it for the session', async () => {
    const fetchMock = productApi();
    openProduct();
    const box = await screen.findByRole('textbox', { name: 'Check delivery' });
    fireEvent.change(box, { target: { value: '4110' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(DELIVERY_MESSAGES.pincodeFormat)).toBeInTheDocument();

    fireEvent.change(box, { target: { value: '411001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText('Delivery to 411001 by Mon, 30 Nov · Cash on Delivery available'),
    ).toBeInTheDocument();
    expect(screen.getByText('Delivery ₹49.00')).toBeInTheDocument();
    expect(sessionStorage.getItem('satchel.deliveryPincode')).toBe('411001');
    // Asked for what the shown size costs.
    const check = sentRequests(fetchMock).find((request) => request.url.includes('/api/delivery/check'))!;
    expect(new URL(check.url).searchParams.get('value')).toBe('4999');

    fireEvent.change(box, { target: { value: '799001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(DELIVERY_MESSAGES.notServiceable('799001'))).toBeInTheDocument();
  });
});
