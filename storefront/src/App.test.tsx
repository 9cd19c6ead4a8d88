import { screen, within } from '@testing-library/react';
import { App } from './App';
import { json, mockFetch, renderInShop } from './test-utils';

const category = {
  id: 1,
  name: 'Travel Bags',
  slug: 'travel-bags',
  description: '',
  parentId: null,
  uploads: [],
  subCategories: [],
};

afterEach(() => jest.restoreAllMocks());

describe('home page', () => {
  beforeEach(() => {
    mockFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/categories') return json([category]);
      if (path === '/api/products')
        return json({ data: [], pagination: { totalItems: 0, currentPage: 1, limit: 10, totalPages: 0 } });
      return json({ message: 'Not found' }, 404);
    });
  });

  it.each(['/', '/home'])('%s shows the hero and the three promises', async (path) => {
    renderInShop(<App />, path);

    expect(await screen.findByRole('heading', { name: 'Incredible Prices on All Your Favorite Items' })).toBeVisible();
    expect(screen.getByText('Best Prices')).toBeInTheDocument();
    expect(screen.getByText('Get more for less on selected brands')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop-all');
    for (const promise of ['Worldwide shipping', 'Easy 30 day returns', '12 month warranty']) {
      expect(screen.getByText(promise)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Satchel' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('lists the categories as tiles linking to their slugs, with the emoji when there is no image', async () => {
    renderInShop(<App />, '/');
    expect(screen.getByText('Loading categories...')).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'Shop by Category' });
    const tile = await within(grid).findByRole('link', { name: 'Travel Bags' });
    expect(tile).toHaveAttribute('href', '/category/travel-bags');
    expect(tile).toHaveTextContent('🛒');
  });
});
