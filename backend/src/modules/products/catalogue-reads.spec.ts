import { CATALOGUE_CACHE_CONTROL } from '../../infra/cache/catalogue-cache';
import {
  ADMIN,
  adminToken,
  createCategory,
  createProduct,
  insertProducts,
  VariantInput,
} from '../../../test/catalogue';
import { countQueries, createTestApp, TestApp } from '../../../test/test-app';

const v = (size: string, originalPrice: number, discountPrice: number | null = null): VariantInput => ({
  size,
  color: 'Tan',
  stock: 3,
  originalPrice,
  discountPrice,
});

describe('catalogue reads over HTTP', () => {
  let t: TestApp;
  let handbags: { id: number };
  let belts: { id: number };
  const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name);

  beforeAll(async () => {
    // No job workers: nothing but the requests under test may use the connection.
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false' });
    const admin = await adminToken(t);
    handbags = await createCategory(t, admin, 'Handbags');
    const totes = await createCategory(t, admin, 'Totes', handbags.id);
    const clutches = await createCategory(t, admin, 'Clutches', handbags.id);
    belts = await createCategory(t, admin, 'Belts');
    // Created in this order; first variant's charged price in brackets.
    await createProduct(t, admin, {
      productName: 'Canvas Tote',
      categoryId: totes.id,
      productVariants: [v('L', 1500)],
    }); // [1500]
    await createProduct(t, admin, {
      productName: 'Beaded Clutch',
      categoryId: clutches.id,
      productVariants: [v('S', 4000, 2500), v('M', 900)],
    }); // [2500]
    await createProduct(t, admin, { productName: 'Woven Belt', categoryId: belts.id, productVariants: [v('32', 800)] }); // [800]
    await createProduct(t, admin, {
      productName: 'atlas handbag',
      categoryId: handbags.id,
      productVariants: [v('m', 6000, 5200), v('L', 6500)], // 'm': the same size as the clutch's 'M'
    }); // [5200]
  });
  afterAll(() => t.close());

  it('pages the catalogue with {data, pagination}', async () => {
    const all = await t.http.get('/api/products').expect(200);
    expect(all.body.pagination).toEqual({ totalItems: 4, currentPage: 1, limit: 20, totalPages: 1 });
    const page2 = await t.http.get('/api/products?page=2&limit=3').expect(200);
    expect(page2.body.pagination).toEqual({ totalItems: 4, currentPage: 2, limit: 3, totalPages: 2 });
    expect(page2.body.data).toHaveLength(1);
    const beyond = await t.http.get('/api/products?page=9&limit=3').expect(200);
    expect(beyond.body).toEqual({ data: [], pagination: { totalItems: 4, currentPage: 9, limit: 3, totalPages: 2 } });
    expect(all.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    expect(all.headers.etag).toBeDefined();
    await t.http.get('/api/products').set('If-None-Match', all.headers.etag).expect(304);

    for (const bad of ['limit=1001', 'limit=0', 'page=0', 'page=x', 'sort=random', 'minPrice=-1', 'unknown=1']) {
      const response = await t.http.get(`/api/products?${bad}`).expect(400);
      expect(response.body.message).toEqual([expect.any(String)]);
    }
  });

  it('filters by category (with subcategories), charged price and size, on the server', async () => {
    const bySlug = await t.http.get('/api/products?category=handbags&sort=name_asc').expect(200);
    expect(names(bySlug.body)).toEqual(['atlas handbag', 'Beaded Clutch', 'Canvas Tote']);
    const byId = await t.http.get(`/api/products/category/${handbags.id}?limit=2`).expect(200);
    expect(byId.body.pagination).toEqual({ totalItems: 3, currentPage: 1, limit: 2, totalPages: 2 });
    await t.http.get('/api/products?category=no-such-category').expect(404);
    await t.http.get('/api/products/category/999999').expect(404);

    const priced = await t.http.get('/api/products?minPrice=1000&maxPrice=2500&sort=price_asc').expect(200);
    expect(names(priced.body)).toEqual(['Canvas Tote', 'Beaded Clutch']); // 1500, 2500 (not 4000: it is discounted)
    const sized = await t.http.get('/api/products?size=M&sort=name_asc').expect(200);
    expect(names(sized.body)).toEqual(['atlas handbag', 'Beaded Clutch']); // its 'm' is an M
    expect(names((await t.http.get('/api/products?size=m&sort=name_asc').expect(200)).body)).toEqual(names(sized.body));
    const combined = await t.http.get('/api/products?category=handbags&size=L&maxPrice=2000').expect(200);
    expect(names(combined.body)).toEqual(['Canvas Tote']);
  });

  it('sorts in the product’s six orders', async () => {
    const order = async (sort: string) => names((await t.http.get(`/api/products?sort=${sort}`).expect(200)).body);
    expect(await order('recommended')).toEqual(['Canvas Tote', 'Beaded Clutch', 'Woven Belt', 'atlas handbag']);
    expect(await order('newest')).toEqual(['atlas handbag', 'Woven Belt', 'Beaded Clutch', 'Canvas Tote']);
    expect(await order('price_asc')).toEqual(['Woven Belt', 'Canvas Tote', 'Beaded Clutch', 'atlas handbag']);
    expect(await order('price_desc')).toEqual(['atlas handbag', 'Beaded Clutch', 'Canvas Tote', 'Woven Belt']);
    expect(await order('name_asc')).toEqual(['atlas handbag', 'Beaded Clutch', 'Canvas Tote', 'Woven Belt']);
    expect(await order('name_desc')).toEqual(['Woven Belt', 'Canvas Tote', 'Beaded Clutch', 'atlas handbag']);
  });

  it("gives a listing's price range and sizes for its filters", async () => {
    expect((await t.http.get('/api/products/facets').expect(200)).body).toEqual({
      count: 4,
      minPrice: 800,
      maxPrice: 5200,
      sizes: ['S', 'M', 'L', '32'], // one M for 'M' and 'm', in natural order
    });
    expect((await t.http.get('/api/products/facets?category=handbags').expect(200)).body).toEqual({
      count: 3,
      minPrice: 1500,
      maxPrice: 5200,
      sizes: ['S', 'M', 'L'],
    });
    await createCategory(t, await adminToken(t), 'Scarves');
    expect((await t.http.get('/api/products/facets?category=scarves').expect(200)).body).toEqual({
      count: 0,
      minPrice: 0,
      maxPrice: 0,
      sizes: [],
    });
    expect((await t.http.get('/api/products/facets?category=hats').expect(404)).body.message).toBe(
      'Category not found',
    );
  });

  it('loads a list in the same number of queries for 10 and for 1000 products', async () => {
    const bulk = await createCategory(t, await adminToken(t), 'Bulk Goods');
    await insertProducts(t, bulk.id, 1000);
    const count = async (url: string) => {
      const { queries, result } = await countQueries(t, () => t.http.get(url).expect(200));
      return { queries, items: result.body.data.length };
    };
    for (const path of ['/api/products?category=bulk-goods', `/api/products/category/${bulk.id}?`]) {
      const ten = await count(`${path}&limit=10`);
      const thousand = await count(`${path}&limit=1000`);
      expect(ten.items).toBe(10);
      expect(thousand.items).toBe(1000);
      expect(thousand.queries).toBe(ten.queries);
      expect(ten.queries).toBeLessThanOrEqual(6);
    }
    const search = await count('/api/products/search?q=bulk&limit=1000');
    expect(search.items).toBe(1000);
    expect(search.queries).toBe((await count('/api/products/search?q=bulk&limit=10')).queries);
  });
});
