import { MikroORM } from '@mikro-orm/core';
import { inRequestScope } from '../../common/request-scope';
import { ADMIN, adminToken, createCategory, createProduct, insertProducts } from '../../../test/catalogue';
import { as, simpleRestList } from '../../../test/shopping';
import { createTestApp, eventually, jobsIdle, TestApp } from '../../../test/test-app';
import { CategoriesService } from '../categories/categories.service';
import { CategoryDto } from '../categories/dto/category.dto';
import { ProductDto } from './dto/product.dto';
import { ProductsService } from './products.service';

/** What a client receives: the entity-built DTO after JSON, exactly as res.json would send it. */
const asSent = (value: unknown) => JSON.parse(JSON.stringify(value));

/** The same keys in the same order, all the way down (toEqual ignores order and undefined). */
function keyPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keyPaths(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [`${path}.${key}`, ...keyPaths(item, `${path}.${key}`)]);
  return [];
}

describe('catalogue read model (JSON assembled by PostgreSQL)', () => {
  let t: TestApp;
  let products: ProductsService;
  let categories: CategoriesService;
  const ids: number[] = [];
  const sql = <T>(query: string, params: unknown[] = []) =>
    t.app.get(MikroORM).em.getConnection().execute<T>(query, params);
  /** Entity reads need a context of their own, as each request has. */
  const inContext = <T>(work: () => Promise<T>) => inRequestScope(t.app.get(MikroORM).em, work);

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    products = t.app.get(ProductsService);
    categories = t.app.get(CategoriesService);
    const admin = await adminToken(t);
    const bags = await createCategory(t, admin, 'Bags');
    const totes = await createCategory(t, admin, 'Totes', bags.id);
    const made = await createProduct(
      t,
      admin,
      {
        productName: 'Ruhi "Quoted" Tote <b>',
        categoryId: totes.id,
        description: '<p>Soft &amp; <em>supple</em> — ₹ ünïcödé</p>',
        productVariants: [
          { size: 'M', color: 'Cognac', stock: 3, originalPrice: 1999.5, discountPrice: 1499.99 },
          { size: 'L', color: '#8b4513', stock: 0, originalPrice: 0.1, discountPrice: null },
        ],
      },
      2,
    );
    ids.push(made.id);
    await insertProducts(t, bags.id, 3); // timestamps with microseconds, empty renditions
    const [{ id }] = await sql<{ id: number }[]>(`select id from products where name = 'Bulk 2'`);
    ids.push(id);
    // The image job adds renditions to the two uploaded pictures (a 64 px picture gets none,
    // so give one a fake list to compare the nested shape too), once that job has run: else it
    // may overwrite the fake list between the two reads compared below.
    await jobsIdle(t);
    await sql(
      `update uploads set renditions = '[{"width":320,"filename":"a-320w.webp"},{"width":640,"filename":"a-640w.webp"}]'
          where id = (select min(upload_id) from product_images where product_id = ?)`,
      [made.id],
    );
  });
  afterAll(() => t.close());

  it('sends each product exactly as ProductDto.of built it from entities', async () => {
    for (const id of ids) {
      const expected = asSent(ProductDto.of(await inContext(() => products.get(id))));
      const sent = JSON.parse((await products.getJson(id)).json);
      expect(sent).toStrictEqual(expected);
      expect(keyPaths(sent)).toEqual(keyPaths(expected));
    }
    const [made] = ids;
    const over = await t.http
      .get(`/api/products/${made}`)
      .expect(200)
      .expect('content-type', /application\/json/);
    expect(over.body.images[0].renditions).toEqual([
      { width: 320, url: '/uploads/a-320w.webp' },
      { width: 640, url: '/uploads/a-640w.webp' },
    ]);
    expect(over.body.variants.map((v: { originalPrice: number }) => v.originalPrice)).toEqual([1999.5, 0.1]);
  });

  it('pages the same products in the same order as the entity loader', async () => {
    const list = await t.http.get('/api/products?sort=name_asc&limit=3').expect(200);
    const loaded = await inContext(() => products.load(list.body.data.map((p: { id: number }) => p.id)));
    expect(list.body.data).toStrictEqual(asSent(loaded.map(ProductDto.of)));
    expect(list.body.pagination).toEqual({ totalItems: 4, currentPage: 1, limit: 3, totalPages: 2 });
  });

  it('gives the back office the same products as the entity loader', async () => {
    const list = await simpleRestList(as(t, await adminToken(t)), '/api/admin/products', { sort: ['name', 'ASC'] });
    const loaded = await inContext(() => products.load(list.body.map((p: { id: number }) => p.id)));
    expect(list.body).toHaveLength(4);
    expect(list.body).toStrictEqual(asSent(loaded.map(ProductDto.of)));
  });

  it('sends the category tree exactly as CategoryDto.of built it', async () => {
    const tree = JSON.parse((await categories.tree()).json);
    const [bags, totes] = await inContext(() =>
      Promise.all([categories.get(tree[0].id), categories.get(tree[0].subCategories[0].id)]),
    );
    expect(tree).toStrictEqual(
      asSent([{ ...CategoryDto.of(bags), subCategories: [{ ...CategoryDto.of(totes), subCategories: [] }] }]),
    );
    expect(keyPaths(tree[0])).toEqual(
      keyPaths(asSent({ ...CategoryDto.of(bags), subCategories: [{ ...CategoryDto.of(totes), subCategories: [] }] })),
    );
  });

  it('shows renditions once the image job has rendered them', async () => {
    const admin = await adminToken(t);
    const big = await createCategory(t, admin, 'Large Pictures');
    const wide = await eventually(async () => {
      const [node] = JSON.parse((await categories.tree()).json).filter((c: { id: number }) => c.id === big.id);
      return node?.uploads[0] ? node : undefined;
    });
    expect(wide.uploads[0].url).toMatch(/^\/uploads\//);
  });
});
