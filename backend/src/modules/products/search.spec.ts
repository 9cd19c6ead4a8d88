import { ADMIN, adminToken, createCategory, createProduct } from '../../../test/catalogue';
import { createTestApp, TestApp } from '../../../test/test-app';

describe('product search over HTTP', () => {
  let t: TestApp;
  const search = async (q: string) => {
    const response = await t.http.get(`/api/products/search?q=${encodeURIComponent(q)}`).expect(200);
    return response.body.data.map((p: { name: string }) => p.name);
  };

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false' });
    const admin = await adminToken(t);
    const handbags = await createCategory(t, admin, 'Handbags');
    const totes = await createCategory(t, admin, 'Totes', handbags.id);
    const belts = await createCategory(t, admin, 'Belts');
    const product = (productName: string, categoryId: number, description: string) =>
      createProduct(t, admin, { productName, categoryId, description });
    await product('Kavya Canvas Shopper', totes.id, '<p>Carries like a leather tote and weighs half as much.</p>');
    await product('Aarav Leather Tote', totes.id, '<p>Roomy full-grain bag for every day.</p>');
    await product('Classic Leather Belt', belts.id, '<p>A strap of vegetable-tanned hide with a brass buckle.</p>');
    await product('Structured Handbag', handbags.id, '<p>Top handle, stiff sides, a place for everything.</p>');
    await product('Woven Jute Belt', belts.id, '<p>Light and summery.</p>');
  });
  afterAll(() => t.close());

  it('ranks name matches above description matches', async () => {
    expect(await search('tote')).toEqual(['Aarav Leather Tote', 'Kavya Canvas Shopper']);
    const leather = await search('leather');
    expect(leather.slice(0, 2).sort()).toEqual(['Aarav Leather Tote', 'Classic Leather Belt']);
    expect(leather[2]).toBe('Kavya Canvas Shopper');
    expect(leather).toHaveLength(3);
  });

  it('finds products through their category and its parents', async () => {
    expect((await search('handbags')).sort()).toEqual([
      'Aarav Leather Tote',
      'Kavya Canvas Shopper',
      'Structured Handbag',
    ]);
    expect(await search('belts')).toEqual(expect.arrayContaining(['Classic Leather Belt', 'Woven Jute Belt']));
  });

  it('ranks what its words or name match above what only its category matches, and those in the order added', async () => {
    // Only the Structured Handbag's own name matches; the totes come through their parent category.
    expect(await search('handbags')).toEqual(['Structured Handbag', 'Kavya Canvas Shopper', 'Aarav Leather Tote']);
  });

  it('still finds a product when a word is misspelt', async () => {
    const typo = await search('hndbag');
    expect(typo[0]).toBe('Structured Handbag');
    expect(typo).not.toContain('Classic Leather Belt');
    expect((await search('lether')).slice(0, 2).sort()).toEqual(['Aarav Leather Tote', 'Classic Leather Belt']);
    expect(await search('jutte')).toEqual(['Woven Jute Belt']);
  });

  it('matches several words, stems them, and finds nothing for nonsense', async () => {
    // Every word matches only one product; near matches on one word follow it.
    expect((await search('leather belts'))[0]).toBe('Classic Leather Belt');
    expect(await search('carrying')).toEqual(['Kavya Canvas Shopper']);
    expect(await search('qqqzzz')).toEqual([]);
  });

  it('lists the first 20 products for an empty query, paged like every list', async () => {
    const empty = await t.http.get('/api/products/search?q=').expect(200);
    expect(empty.body.pagination).toEqual({ totalItems: 5, currentPage: 1, limit: 20, totalPages: 1 });
    const none = await t.http.get('/api/products/search').expect(200);
    expect(none.body.data).toHaveLength(5);
    const paged = await t.http.get('/api/products/search?q=leather&limit=1&page=2').expect(200);
    expect(paged.body.pagination).toEqual({ totalItems: 3, currentPage: 2, limit: 1, totalPages: 3 });
    await t.http.get(`/api/products/search?q=${'a'.repeat(201)}`).expect(400);
    await t.http.get(`/api/products/search?q=${encodeURIComponent("'); drop table products; --")}`).expect(200);
    await t.http.get('/api/products/search?q=%22unbalanced%20-quote%20OR').expect(200);
  });
});
