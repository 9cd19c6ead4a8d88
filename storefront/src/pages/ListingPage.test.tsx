import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { components } from '@satchel/shared/web';
import { json, mockFetch, renderInShop, sentRequests, tan } from '../test-utils';
import ListingPage from './ListingPage';

type Product = components['schemas']['ProductDto'];

const product = (id: number): Product => ({
  id,
  name: `Tote ${id}`,
  isBestSeller: false,
  hsnCode: null,
  gstRate: null,
  description: '',
  category: { id: 3, name: 'Hand Bags', slug: 'hand-bags' } as Product['category'],
  categoryId: 3,
  images: [],
  variants: [{ ...tan, id: id * 10 }],
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

/** Serves a listing of `total` products, 24 a page, and the facets of its category. */
function catalogueApi(total: number, fail = false) {
  return mockFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/products/facets') return json({ minPrice: 999, maxPrice: 7999, sizes: ['M', 'L'] });
    if (url.pathname === '/api/products') {
      if (fail) return json({ statusCode: 500, message: 'Internal server error' }, 500);
      const page = Number(url.searchParams.get('page'));
      const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * 24, page * 24);
      return json({
        data: ids.map(product),
        pagination: { totalItems: total, currentPage: page, limit: 24, totalPages: Math.ceil(total / 24) },
      });
    }
    if (url.pathname === '/api/categories') return json([]);
    return json({ message: 'Not found' }, 404);
  });
}

const productRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  sentRequests(fetchMock)
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/products');

function openListing(route: string) {
  return renderInShop(
    <Routes>
      <Route path="/category/:slug" element={<ListingPage />} />
      <Route path="/shop-all" element={<ListingPage />} />
    </Routes>,
    route,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('the listing page', () => {
  it("asks the API for the category's products with the address's filters, and counts them", async () => {
    const fetchMock = catalogueApi(2);
    openListing('/category/hand-bags?sort=price_asc&size=M&minPrice=500');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hand Bags' })).toBeInTheDocument();
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    const [query] = productRequests(fetchMock).map((url) => Object.fromEntries(url.searchParams));
    expect(query).toEqual({
      category: 'hand-bags',
      sort: 'price_asc',
      size: 'M',
      minPrice: '500',
      page: '1',
      limit: '24',
    });
    expect(screen.getByRole('button', { name: 'M', pressed: true })).toBeInTheDocument();
  });

  it('puts a new sort in the address and asks again with it', async () => {
    const fetchMock = catalogueApi(1);
    openListing('/shop-all');
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'newest' } });
    await waitFor(() => expect(productRequests(fetchMock).at(-1)?.searchParams.get('sort')).toBe('newest'));
  });

  it('ranges prices from the cheapest product to the dearest, and its two ends cannot cross', async () => {
    const fetchMock = catalogueApi(1);
    openListing('/shop-all');
    expect(await screen.findByText('₹999.00 – ₹7,999.00')).toBeInTheDocument();
    const [min, max] = [screen.getByRole('slider', { name: 'Min' }), screen.getByRole('slider', { name: 'Max' })];
    expect(min).toHaveAttribute('min', '999');
    fireEvent.change(max, { target: { value: '2999' } });
    await waitFor(() => expect(productRequests(fetchMock).at(-1)?.searchParams.get('maxPrice')).toBe('2999'));
    fireEvent.change(min, { target: { value: '5999' } });
    await waitFor(() => expect(productRequests(fetchMock).at(-1)?.searchParams.get('minPrice')).toBe('2999'));
    expect(screen.getByText('₹2,999.00 – ₹2,999.00')).toBeInTheDocument();
    fireEvent.change(max, { target: { value: '999' } });
    expect(productRequests(fetchMock).at(-1)?.searchParams.get('maxPrice')).toBe('2999');
  });

  it('shows 24 at a time, and the next 24 below them on Show more', async () => {
    const fetchMock = catalogueApi(30);
    openListing('/shop-all');
    const results = await screen.findByRole('region', { name: 'Products' });
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(24));
    fireEvent.click(screen.getByRole('button', { name: /show more/i }));
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(30));
    expect(productRequests(fetchMock).at(-1)?.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: /show more/i })).toBeNull();
  });

  it("says 'No products found' for an empty listing and 'Failed to fetch products' when it cannot be read", async () => {
    catalogueApi(0);
    const { unmount } = openListing('/shop-all');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    catalogueApi(3, true);
    openListing('/shop-all');
    expect(await screen.findByText('Failed to fetch products')).toBeInTheDocument();
    expect(screen.queryByText('No products found')).toBeNull();
  });
});
