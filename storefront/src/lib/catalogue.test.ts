import { categorySlug, isSortOrder, listingFilters, productPath, titleFromSlug } from './catalogue';

describe('catalogue helpers', () => {
  it('makes category slugs as docs/product.md §2 says', () => {
    expect(categorySlug('Handbags')).toBe('handbags');
    expect(categorySlug('Travel   Bags')).toBe('travel-bags');
    expect(categorySlug(' Belts\tand Wallets ')).toBe('belts-and-wallets');
  });

  it('titles a listing from its slug', () => {
    expect(titleFromSlug('travel-bags')).toBe('Travel Bags');
    expect(titleFromSlug(undefined)).toBe('All Products');
  });

  it('links a product by its encoded name', () => {
    expect(productPath('Aarav Tote & Co')).toBe('/product/Aarav%20Tote%20%26%20Co');
  });

  it('knows the six sort orders', () => {
    expect(isSortOrder('price_desc')).toBe(true);
    expect(isSortOrder('cheapest')).toBe(false);
    expect(isSortOrder(null)).toBe(false);
  });

  it('reads the listing filters from the address, dropping what is malformed', () => {
    expect(listingFilters(new URLSearchParams('sort=price_asc&minPrice=500&maxPrice=2500&size=M'))).toEqual({
      sort: 'price_asc',
      minPrice: 500,
      maxPrice: 2500,
      size: 'M',
    });
    expect(listingFilters(new URLSearchParams('sort=cheapest&minPrice=lots&maxPrice=&size='))).toEqual({
      sort: 'recommended',
      minPrice: undefined,
      maxPrice: undefined,
      size: undefined,
    });
  });
});
