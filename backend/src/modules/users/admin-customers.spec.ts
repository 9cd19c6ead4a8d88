import { ADMIN } from '../../../test/catalogue';
import { as, customer, openShop, Shop, simpleRestList } from '../../../test/shopping';
import { countQueries, createTestApp, TestApp } from '../../../test/test-app';

describe('admin customers over HTTP (read-only, react-admin simple-rest)', () => {
  let t: TestApp;
  let shop: Shop;
  let admin: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    shop = await openShop(t);
    admin = as(t, shop.admin);
    // asha orders twice, bela once, chitra never.
    for (const [name, orders] of [
      ['asha', 2],
      ['bela', 1],
      ['chitra', 0],
    ] as const) {
      const buyer = await customer(t, name, { address: true });
      for (let i = 0; i < orders; i++) {
        await as(t, buyer.token)
          .post('/api/cart/add')
          .send({ productVariantId: shop.wallet.variants[0].id, quantity: 1 })
          .expect(200);
        await as(t, buyer.token)
          .post('/api/orders/place')
          .send({ addressId: buyer.addressId, paymentMethod: 'COD' })
          .expect(201);
      }
    }
  });
  afterAll(() => t.close());

  const list = (query: Record<string, unknown>) => simpleRestList(admin, '/api/admin/customers', query);

  it('lists customers only (no admins) with their order counts, sorted and paged', async () => {
    const all = await list({ sort: ['orderCount', 'DESC'], range: [0, 9] }).expect(200);
    expect(all.headers['content-range']).toBe('customers 0-2/3');
    expect(all.body.map((c: { username: string; orderCount: number }) => [c.username, c.orderCount])).toEqual([
      ['asha', 2],
      ['bela', 1],
      ['chitra', 0],
    ]);
    expect(all.body[0]).toEqual({
      id: expect.any(Number),
      username: 'asha',
      email: 'asha@example.com',
      firstName: 'asha',
      lastName: 'asha',
      mobile: null,
      createdAt: expect.any(String),
      orderCount: 2,
    });
    const page = await list({ sort: ['username', 'ASC'], range: [1, 1] }).expect(200);
    expect(page.headers['content-range']).toBe('customers 1-1/3');
    expect(page.body.map((c: { username: string }) => c.username)).toEqual(['bela']);
  });

  it('filters by q and ids, and reads one', async () => {
    expect(
      (await list({ filter: { q: 'BEL' } }).expect(200)).body.map((c: { username: string }) => c.username),
    ).toEqual(['bela']);
    const everyone = (await list({ range: [0, 9] }).expect(200)).body as { id: number; username: string }[];
    const chitra = everyone.find((c) => c.username === 'chitra')!;
    const asha = everyone.find((c) => c.username === 'asha')!;
    const many = await list({ filter: { id: [chitra.id, asha.id] }, sort: ['id', 'ASC'] }).expect(200);
    expect(many.body.map((c: { id: number }) => c.id)).toEqual([asha.id, chitra.id].sort((a, b) => a - b));
    expect((await list({ filter: { q: 'nobody' } }).expect(200)).headers['content-range']).toBe('customers 0-0/0');
    expect((await list({ filter: { id: [] } }).expect(200)).body).toEqual([]);
    expect((await admin.get(`/api/admin/customers/${asha.id}`).expect(200)).body).toMatchObject({ orderCount: 2 });
    expect((await admin.get('/api/admin/customers/999999').expect(404)).body.message).toBe('Customer not found');
  });

  it('is for admins only and refuses a bad sort', async () => {
    const buyer = await customer(t, 'nosy');
    await as(t, buyer.token).get('/api/admin/customers').expect(403);
    await t.http.get('/api/admin/customers').expect(401);
    await list({ sort: ['passwordHash', 'ASC'] }).expect(400);
  });

  it('loads a page in a fixed number of queries', async () => {
    const one = await countQueries(t, () => list({ range: [0, 0] }).expect(200));
    const all = await countQueries(t, () => list({ range: [0, 99] }).expect(200));
    expect(all.result.body.length).toBeGreaterThan(one.result.body.length);
    expect(all.queries).toBe(one.queries);
  });
});
