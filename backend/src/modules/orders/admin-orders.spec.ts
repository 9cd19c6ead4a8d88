import { ADMIN } from '../../../test/catalogue';
import { as, customer, customerWithOrder, openShop, Shop, shopDaysOf, simpleRestList } from '../../../test/shopping';
import { countQueries, createTestApp, TestApp } from '../../../test/test-app';

describe('admin orders over HTTP (react-admin simple-rest)', () => {
  let t: TestApp;
  let shop: Shop;
  let admin: ReturnType<typeof as>;
  const ids: number[] = [];
  const placedAt: string[] = []; // when the server placed them

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    shop = await openShop(t);
    admin = as(t, shop.admin);
    // Three orders by two customers, oldest first.
    for (const name of ['meera', 'kabir', 'meera2']) {
      const { order } = await customerWithOrder(t, name, [{ variantId: shop.wallet.variants[0].id, quantity: 1 }]);
      ids.push(order.id);
      placedAt.push(order.createdAt);
    }
  });
  afterAll(() => t.close());

  const list = (query: Record<string, unknown>) => simpleRestList(admin, '/api/admin/orders', query);

  it('pages with sort and range, telling the total in Content-Range', async () => {
    const first = await list({ sort: ['id', 'ASC'], range: [0, 1], filter: {} }).expect(200);
    expect(first.headers['content-range']).toBe('orders 0-1/3');
    expect(first.body.map((o: { id: number }) => o.id)).toEqual(ids.slice(0, 2));
    const second = await list({ sort: ['id', 'ASC'], range: [2, 3] }).expect(200);
    expect(second.headers['content-range']).toBe('orders 2-2/3');
    expect(second.body.map((o: { id: number }) => o.id)).toEqual([ids[2]]);
    const newest = await admin.get('/api/admin/orders').expect(200);
    expect(newest.body.map((o: { id: number }) => o.id)).toEqual([...ids].reverse());
  });

  it('filters by q, status, day and ids (getMany)', async () => {
    const byName = await list({ filter: { q: 'MEERA' } }).expect(200);
    expect(byName.body.map((o: { id: number }) => o.id).sort()).toEqual([ids[0], ids[2]].sort());
    expect((await list({ filter: { q: `#${ids[1]}` } }).expect(200)).body.map((o: { id: number }) => o.id)).toEqual([
      ids[1],
    ]);
    expect((await list({ filter: { q: '100%_' } }).expect(200)).body).toEqual([]);
    expect(
      (await list({ filter: { id: [ids[2], ids[0]] }, sort: ['id', 'ASC'] }).expect(200)).body.map(
        (o: { id: number }) => o.id,
      ),
    ).toEqual([ids[0], ids[2]]);
    await admin.put(`/api/admin/orders/${ids[1]}`).send({ deliveryStatus: 'SHIPPED' }).expect(200);
    const shipped = await list({ filter: { deliveryStatus: 'SHIPPED' } }).expect(200);
    expect(shipped.headers['content-range']).toBe('orders 0-0/1');
    // The orders' own days, not the test's today: the run may straddle India's midnight (two days then).
    const { first, last, onLast } = shopDaysOf(placedAt);
    expect((await list({ filter: { createdAt_gte: first, createdAt_lte: last } }).expect(200)).body).toHaveLength(3);
    expect((await list({ filter: { createdAt_gte: last, createdAt_lte: last } }).expect(200)).body).toHaveLength(
      onLast,
    );
    expect((await list({ filter: { createdAt_gte: '2099-01-01' } }).expect(200)).body).toEqual([]);
  });

  it('reads one order and changes its status from the whole record react-admin sends back', async () => {
    const order = (await admin.get(`/api/admin/orders/${ids[0]}`).expect(200)).body;
    expect(order).toMatchObject({ id: ids[0], deliveryStatus: 'PENDING', orderTotal: 1499.5 });
    const updated = await admin
      .put(`/api/admin/orders/${ids[0]}`)
      .send({ ...order, deliveryStatus: 'DELIVERED', orderTotal: 1 })
      .expect(200);
    expect(updated.body).toMatchObject({
      id: ids[0],
      deliveryStatus: 'DELIVERED',
      paymentStatus: 'PAID',
      orderTotal: 1499.5,
    });
    expect(
      (await admin.put(`/api/admin/orders/${ids[0]}`).send({ deliveryStatus: 'LOST' }).expect(400)).body.message,
    ).toEqual(['deliveryStatus must be one of PENDING, SHIPPED, DELIVERED, CANCELED']);
    await admin.put(`/api/admin/orders/${ids[0]}`).send({ deliveryStatus: 'SHIPPED', secret: 1 }).expect(400);
    await admin.get('/api/admin/orders/999999').expect(404);
  });

  it('refuses malformed queries with a clear 400, and everyone but admins', async () => {
    const message = async (query: string) => (await admin.get(`/api/admin/orders?${query}`).expect(400)).body.message;
    expect(await message('sort=nope')).toBe('sort must be JSON');
    expect(await message(`sort=${encodeURIComponent('["password","ASC"]')}`)).toMatch(/^sort must be/);
    expect(await message(`range=${encodeURIComponent('[5,1]')}`)).toMatch(/^range must be/);
    expect(await message(`range=${encodeURIComponent('[0,5000]')}`)).toMatch(/at most 1000/);
    expect(await message(`filter=${encodeURIComponent('[1]')}`)).toBe('filter must be a JSON object');
    expect(await message(`filter=${encodeURIComponent('{"id":["x"]}')}`)).toBe('filter.id must be record ids');
    expect(await message(`filter=${encodeURIComponent('{"deliveryStatus":"LOST"}')}`)).toMatch(
      /^deliveryStatus must be/,
    );
    expect(await message(`filter=${encodeURIComponent('{"createdAt_gte":"soon"}')}`)).toBe(
      'createdAt_gte must be a date (YYYY-MM-DD)',
    );
    const buyer = await customer(t, 'nosy');
    await as(t, buyer.token).get('/api/admin/orders').expect(403);
    await t.http.get('/api/admin/orders').expect(401);
    await as(t, buyer.token).put(`/api/admin/orders/${ids[2]}`).send({ deliveryStatus: 'CANCELED' }).expect(403);
  });

  it('loads a page in a fixed number of queries, whatever its size', async () => {
    const small = await countQueries(t, () => list({ range: [0, 0] }).expect(200));
    const large = await countQueries(t, () => list({ range: [0, 1] }).expect(200));
    const last = await countQueries(t, () => list({ range: [0, 99] }).expect(200));
    expect(small.result.body).toHaveLength(1);
    expect(large.result.body).toHaveLength(2);
    expect(last.result.body).toHaveLength(3);
    expect(large.queries).toBe(small.queries);
    // A short page is the last: its total needs no count (findPage).
    expect(last.queries).toBe(small.queries - 1);
    expect(last.result.headers['content-range']).toBe('orders 0-2/3');
    expect(small.result.headers['content-range']).toBe('orders 0-0/3');
  });
});
