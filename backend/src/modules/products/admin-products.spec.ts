import {
  ADMIN,
  adminToken,
  createCategory,
  createProduct,
  image,
  insertProducts,
  multipart,
} from '../../../test/catalogue';
import { as, customer, simpleRestList } from '../../../test/shopping';
import { countQueries, createTestApp, TestApp } from '../../../test/test-app';

describe('admin products over HTTP (react-admin simple-rest)', () => {
  let t: TestApp;
  let token: string;
  let admin: ReturnType<typeof as>;
  let bags: { id: number };
  let totes: { id: number };
  let wallets: { id: number };

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    token = await adminToken(t);
    admin = as(t, token);
    bags = await createCategory(t, token, 'Bags');
    totes = await createCategory(t, token, 'Totes', bags.id);
    wallets = await createCategory(t, token, 'Wallets');
    await createProduct(t, token, { productName: 'Aarav Leather Tote', categoryId: totes.id });
    await createProduct(t, token, { productName: 'Kabir Wallet', categoryId: wallets.id });
    await createProduct(t, token, { productName: 'Zoya Sling_Mini', categoryId: bags.id });
  });
  afterAll(() => t.close());

  const list = (query: Record<string, unknown>) => simpleRestList(admin, '/api/admin/products', query);
  const names = (body: { name: string }[]) => body.map((product) => product.name);

  it('pages 10 at a time, newest id first by default, with Content-Range', async () => {
    await insertProducts(t, wallets.id, 12);
    const first = await list({ range: [0, 9] }).expect(200);
    expect(first.headers['content-range']).toBe('products 0-9/15');
    expect(first.body).toHaveLength(10);
    const ids = first.body.map((product: { id: number }) => product.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const last = await list({ range: [10, 19] }).expect(200);
    expect(last.headers['content-range']).toBe('products 10-14/15');
    expect(last.body[4]).toMatchObject({ name: 'Aarav Leather Tote', category: { name: 'Totes' }, images: [{}] });
    expect(last.body[4].variants[0]).toMatchObject({ size: 'M', color: 'Tan', stock: 5, originalPrice: 1999 });
  });

  it('filters by q (literally, any case), categoryId with its subcategories, and id; sorts by name', async () => {
    expect(names((await list({ filter: { q: 'kabir' } }).expect(200)).body)).toEqual(['Kabir Wallet']);
    expect(names((await list({ filter: { q: '_' } }).expect(200)).body)).toEqual(['Zoya Sling_Mini']);
    expect(names((await list({ filter: { q: '%' } }).expect(200)).body)).toEqual([]);
    expect(names((await list({ filter: { categoryId: bags.id }, sort: ['name', 'ASC'] }).expect(200)).body)).toEqual([
      'Aarav Leather Tote',
      'Zoya Sling_Mini',
    ]);
    const all = (await list({ range: [0, 99], sort: ['name', 'ASC'] }).expect(200)).body as {
      id: number;
      name: string;
    }[];
    expect(all[0].name).toBe('Aarav Leather Tote');
    const picked = [all[0].id, all[3].id];
    const many = await list({ filter: { id: picked } }).expect(200);
    expect(many.body.map((p: { id: number }) => p.id).sort()).toEqual([...picked].sort());
    await list({ filter: { categoryId: 'bags' } }).expect(400);
    await list({ sort: ['listPricePaise', 'ASC'] }).expect(400);
  });

  it('reads a page in a fixed number of queries, whatever its size', async () => {
    const small = await countQueries(t, () => list({ range: [0, 1] }).expect(200));
    const large = await countQueries(t, () => list({ range: [0, 14] }).expect(200));
    expect(large.queries).toBe(small.queries);
  });

  it('creates, updates and deletes through the catalogue rules, answering the deleted record', async () => {
    const created = await multipart(
      admin.post('/api/admin/products'),
      {
        productName: 'Ira Belt',
        categoryId: String(wallets.id),
        description: 'Full grain',
        productVariants: [{ size: 'M', color: '#7b3f00', stock: 4, originalPrice: 999, discountPrice: 799 }],
      },
      [{ field: 'images', data: await image() }],
    ).expect(201);
    expect(created.body.variants[0]).toMatchObject({ colorHexCode: '#7b3f00', discountPrice: 799 });

    const [kept] = created.body.images;
    const updated = await multipart(
      admin.put(`/api/admin/products/${created.body.id}`),
      {
        version: String(created.body.version),
        productName: 'Ira Belt',
        categoryId: String(bags.id),
        productVariants: [
          {
            id: created.body.variants[0].id,
            version: created.body.variants[0].version,
            size: 'M',
            color: 'Brown',
            stock: 6,
            originalPrice: 999,
            discountPrice: null,
          },
          { size: 'L', color: 'Brown', stock: 0, originalPrice: 1099, discountPrice: null },
        ],
        deletedImageIds: [kept.id],
      },
      [{ field: 'images', data: await image({ color: '#222222' }) }],
    ).expect(200);
    expect(updated.body).toMatchObject({ categoryId: bags.id, variants: [{ stock: 6 }, { size: 'L', stock: 0 }] });
    expect(updated.body.images.map((i: { id: number }) => i.id)).not.toContain(kept.id);

    const tooDear = await multipart(admin.put(`/api/admin/products/${created.body.id}`), {
      version: String(updated.body.version),
      productName: 'Ira Belt',
      categoryId: String(bags.id),
      productVariants: [{ size: 'M', color: 'Brown', stock: 1, originalPrice: 100, discountPrice: 200 }],
    }).expect(400);
    expect(tooDear.body.message).toBe('Discount Price cannot be greater than Original Price');
    const noImages = await multipart(admin.post('/api/admin/products'), {
      productName: 'Bare',
      categoryId: String(bags.id),
      productVariants: [{ size: 'M', color: 'Brown', stock: 1, originalPrice: 100 }],
    }).expect(400);
    expect(noImages.body.message).toBe('Please upload at least 1 image');

    const deleted = await admin.delete(`/api/admin/products/${created.body.id}`).expect(200);
    expect(deleted.body).toMatchObject({ id: created.body.id, name: 'Ira Belt' });
    await admin.get(`/api/admin/products/${created.body.id}`).expect(404);
  });

  it("shares the storefront route's save: a POST whose form carries an id updates that product", async () => {
    const product = await createProduct(t, token, { productName: 'Mira Pouch', categoryId: bags.id });
    const saved = await multipart(admin.post('/api/admin/products'), {
      id: String(product.id),
      version: String(product.version),
      productName: 'Mira Pouch Large',
      categoryId: String(bags.id),
      productVariants: [
        {
          id: product.variants[0].id,
          version: product.variants[0].version,
          size: 'L',
          color: 'Tan',
          stock: 2,
          originalPrice: 1499,
        },
      ],
    }).expect(201);
    expect(saved.body).toMatchObject({ id: product.id, name: 'Mira Pouch Large', variants: [{ size: 'L', stock: 2 }] });
  });

  it('answers a read racing a delete with the whole product or 404, never half of one', async () => {
    for (let round = 0; round < 8; round++) {
      const product = await createProduct(t, token, { productName: `Racing Clutch ${round}`, categoryId: bags.id }, 3);
      const reads = Array.from({ length: 6 }, () => admin.get(`/api/admin/products/${product.id}`));
      const [deleted, again, ...answers] = await Promise.all([
        admin.delete(`/api/admin/products/${product.id}`),
        admin.delete(`/api/admin/products/${product.id}`),
        ...reads,
      ]);
      expect([deleted.status, again.status].sort()).toEqual([200, 404]);
      for (const answer of answers) {
        expect([200, 404]).toContain(answer.status);
        if (answer.status === 200) expect(answer.body.images).toHaveLength(3);
      }
    }
  });

  it('refuses a save from a stale form (optimistic concurrency): a sale in between is never undone', async () => {
    const bag = await createProduct(t, token, {
      productName: 'Noor Hobo',
      categoryId: bags.id,
      productVariants: [{ size: 'M', color: 'Tan', stock: 5, originalPrice: 2999, discountPrice: null }],
    });
    // The admin opens the product: stock 5.
    const opened = (await admin.get(`/api/admin/products/${bag.id}`).expect(200)).body;
    const form = (record: typeof opened, productName = record.name) => ({
      version: String(record.version),
      productName,
      categoryId: String(bags.id),
      productVariants: record.variants.map((v: Record<string, unknown>) => ({
        id: v.id,
        version: v.version,
        size: v.size,
        color: v.color,
        stock: v.stock,
        originalPrice: v.originalPrice,
        discountPrice: v.discountPrice,
      })),
    });
    // A shopper buys 3 meanwhile.
    const buyer = await customer(t, 'hobo-buyer', {
      address: true,
      cart: [{ variantId: bag.variants[0].id, quantity: 3 }],
    });
    await as(t, buyer.token)
      .post('/api/orders/place')
      .send({ addressId: buyer.addressId, paymentMethod: 'COD' })
      .expect(201);

    // Saving an unrelated edit from the stale form would put the stock back to 5: refused.
    const stale = await multipart(admin.put(`/api/admin/products/${bag.id}`), form(opened, 'Noor Hobo Bag')).expect(
      409,
    );
    expect(stale.body.message).toBe(
      'This product was changed after you opened it (perhaps by a sale). Reload it to see the changes, then save again.',
    );
    const now = (await admin.get(`/api/admin/products/${bag.id}`).expect(200)).body;
    expect(now).toMatchObject({ name: 'Noor Hobo', variants: [{ stock: 2 }] });

    // From the reloaded form the edit goes through, and two saves of one form: the second is refused.
    const saved = await multipart(admin.put(`/api/admin/products/${bag.id}`), form(now, 'Noor Hobo Bag')).expect(200);
    expect(saved.body).toMatchObject({ name: 'Noor Hobo Bag', version: now.version + 1, variants: [{ stock: 2 }] });
    await multipart(admin.put(`/api/admin/products/${bag.id}`), form(now, 'Noor Hobo Bag II')).expect(409);
  });

  it('is for admins only', async () => {
    const buyer = await customer(t, 'nosy');
    await as(t, buyer.token).get('/api/admin/products').expect(403);
    await multipart(as(t, buyer.token).post('/api/admin/products'), { productName: 'X' }).expect(403);
    await t.http.get('/api/admin/products/1').expect(401);
  });
});
