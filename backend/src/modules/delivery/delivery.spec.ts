import { addDays, DELIVERY_MESSAGES, shopDate } from '@satchel/shared';
import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN, adminToken, createCategory, createProduct } from '../../../test/catalogue';
import { ADDRESS, as, customer, simpleRestList } from '../../../test/shopping';
import { countQueries, createTestApp, runMigration, TestApp, untilCached } from '../../../test/test-app';
import { Migration20261207110000 } from '../../infra/database/migrations/Migration20261207110000';
import { Migration20261208020000 } from '../../infra/database/migrations/Migration20261208020000';

/** The settings as SPEC has them: what a shop gets before its owner saves any. */
const SPEC_DEFAULTS = {
  charge: 0,
  freeAbove: null,
  codLimit: null,
  codFee: 0,
  pincodes: { mode: 'all', list: [] },
  zones: [],
};

describe('delivery: charges, pincodes, COD rules', () => {
  let t: TestApp;
  let admin: string;
  let cheap: number; // a size at ₹999.99
  let even: number; // a size at ₹1,000.00
  let cheapProduct: number;
  const put = (body: object) => as(t, admin).put('/api/admin/delivery-settings').send(body);
  const check = (query: string) => t.http.get(`/api/delivery/check?${query}`);
  // Dates the server counts from its own "today in India", which the test's clock may put on the
  // other side of India's midnight: an order's from its createdAt, a check's from either side of it.
  const placedOn = (order: { createdAt: string }) => shopDate(new Date(order.createdAt));
  /** A check's answer, and a matcher for the date `n` days on from India's day just before or just after it. */
  const quote = async (query: string) => {
    const before = shopDate(new Date());
    const body = (await check(query).expect(200)).body;
    const days = [before, shopDate(new Date())];
    const inDays = (n: number) => expect.stringMatching(`^(${days.map((day) => addDays(day, n)).join('|')})$`);
    return { body, inDays };
  };
  const stockOf = async (productId: number) =>
    (await t.http.get(`/api/products/${productId}`).expect(200)).body.variants[0].stock as number;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    admin = await adminToken(t);
    const category = await createCategory(t, admin, 'Delivery');
    const a = await createProduct(t, admin, {
      productName: 'Nine Nine Nine Pouch',
      categoryId: category.id,
      productVariants: [{ size: 'S', color: 'Tan', stock: 50, originalPrice: 1200, discountPrice: 999.99 }],
    });
    const b = await createProduct(t, admin, {
      productName: 'Round Thousand Clutch',
      categoryId: category.id,
      productVariants: [{ size: 'S', color: 'Black', stock: 50, originalPrice: 1000, discountPrice: null }],
    });
    cheap = a.variants[0].id;
    cheapProduct = a.id;
    even = b.variants[0].id;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await put(SPEC_DEFAULTS).expect(200);
  });

  it("keeps SPEC's rules until the owner saves: free, everywhere, no COD limit, delivered in 7 days", async () => {
    const settings = (await as(t, admin).get('/api/admin/delivery-settings').expect(200)).body;
    expect(settings).toMatchObject(SPEC_DEFAULTS);
    const spec = await quote('pincode=411001&value=25000');
    expect(spec.body).toEqual({
      pincode: '411001',
      serviceable: true,
      cod: true,
      charge: 0,
      codFee: 0,
      codLimit: null,
      total: 25000,
      expectedDeliveryDate: spec.inDays(7),
      message: null,
    });
    const shopper = await customer(t, 'plain', { address: true, cart: [{ variantId: cheap, quantity: 1 }] });
    const order = (
      await as(t, shopper.token).post('/api/orders/place').send({ addressId: shopper.addressId, paymentMethod: 'COD' })
    ).body;
    expect(order).toMatchObject({ orderTotal: 999.99, deliveryCharge: 0, codFee: 0, tracking: null });
    expect(order.expectedDeliveryDate).toBe(addDays(placedOn(order), 7));
  });

  it('answers 400 for a malformed pincode or value, and only staff with `settings` see or change the settings', async () => {
    for (const query of [
      'pincode=41100',
      'pincode=4110011',
      'pincode=abcdef',
      '',
      'pincode=411001&value=-1',
      'pincode=411001&value=1.001',
    ]) {
      const refused = await check(query).expect(400);
      if (query.startsWith('pincode=') && !query.includes('value'))
        expect(refused.body.message).toEqual([DELIVERY_MESSAGES.pincodeFormat]);
    }
    const shopper = await customer(t, 'nosy');
    await as(t, shopper.token).get('/api/admin/delivery-settings').expect(403);
    await as(t, shopper.token).put('/api/admin/delivery-settings').send(SPEC_DEFAULTS).expect(403);
    await put({ ...SPEC_DEFAULTS, charge: 1.234 }).expect(400);
    // Numbers JavaScript writes with an exponent are not amounts (class-validator's own check throws on them).
    await put({ ...SPEC_DEFAULTS, charge: 1e-204 }).expect(400);
    await put({ ...SPEC_DEFAULTS, freeAbove: 1e-308 }).expect(400);
    await check('pincode=411001&value=1e-204').expect(400);
    await put({ ...SPEC_DEFAULTS, pincodes: { mode: 'only', list: ['12345'] } }).expect(400);
    await put({ ...SPEC_DEFAULTS, pincodes: { mode: 'sometimes', list: [] } }).expect(400);
    await put({ ...SPEC_DEFAULTS, zones: [{ kind: 'prefix', match: '41a', charge: 10, days: 3 }] }).expect(400);
    const twice = await put({
      ...SPEC_DEFAULTS,
      zones: [
        { kind: 'state', match: 'Kerala', charge: 10, days: 3 },
        { kind: 'state', match: 'kerala ', charge: 20, days: 3 },
      ],
    }).expect(400);
    expect(twice.body.message).toBe(DELIVERY_MESSAGES.zoneDuplicate('Kerala'));
    await put({ ...SPEC_DEFAULTS, extra: true }).expect(400);
  });

  it('charges below the free-delivery amount and not from it: ₹999.99 pays, ₹1,000.00 ships free', async () => {
    await put({ ...SPEC_DEFAULTS, charge: 49, freeAbove: 1000, codFee: 20 }).expect(200);
    expect((await check('pincode=400050&value=999.99').expect(200)).body).toMatchObject({
      charge: 49,
      codFee: 20,
      total: 1068.99,
    });
    expect((await check('pincode=400050&value=1000').expect(200)).body).toMatchObject({ charge: 0, total: 1020 });

    const below = await customer(t, 'below', { address: true, cart: [{ variantId: cheap, quantity: 1 }] });
    const paid = (
      await as(t, below.token)
        .post('/api/orders/place')
        .send({ addressId: below.addressId, paymentMethod: 'COD' })
        .expect(201)
    ).body;
    expect(paid).toMatchObject({ deliveryCharge: 49, codFee: 20, orderTotal: 1068.99 });
    const from = await customer(t, 'from', { address: true, cart: [{ variantId: even, quantity: 1 }] });
    const free = (
      await as(t, from.token)
        .post('/api/orders/place')
        .send({ addressId: from.addressId, paymentMethod: 'COD' })
        .expect(201)
    ).body;
    expect(free).toMatchObject({ deliveryCharge: 0, codFee: 20, orderTotal: 1020 });

    // The dashboard's revenue counts what the customers pay, charges included.
    const revenueToday = async () =>
      (await as(t, admin).get('/api/admin/dashboard').expect(200)).body.days.at(-1).revenue as number;
    const before = await revenueToday();
    const third = await customer(t, 'third', { address: true, cart: [{ variantId: cheap, quantity: 1 }] });
    await as(t, third.token)
      .post('/api/orders/place')
      .send({ addressId: third.addressId, paymentMethod: 'COD' })
      .expect(201);
    expect(Math.round((await revenueToday()) * 100 - before * 100)).toBe(106899);

    // Later settings never change a placed order: not its charge, fee, total or date.
    await put({ ...SPEC_DEFAULTS, charge: 500, codFee: 0 }).expect(200);
    const [again] = (await as(t, below.token).get('/api/orders/my-orders').expect(200)).body;
    expect(again.id).toBe(paid.id);
    expect(again).toMatchObject({ deliveryCharge: 49, codFee: 20, orderTotal: 1068.99 });
    expect(again.expectedDeliveryDate).toBe(paid.expectedDeliveryDate);
    const [row] = await t.app
      .get(MikroORM)
      .em.getConnection()
      .execute(`select total_paise::int as total, delivery_charge_paise::int as charge from orders where id = ?`, [
        paid.id,
      ]);
    expect(row).toEqual({ total: 106899, charge: 4900 });
  });

  it('lets the most specific zone win: the longest pincode prefix, then the state, then the flat charge', async () => {
    await put({
      ...SPEC_DEFAULTS,
      charge: 49,
      zones: [
        { kind: 'state', match: 'Maharashtra', charge: 80, freeAbove: null, days: 5 },
        { kind: 'prefix', match: '4', charge: 60, freeAbove: null, days: 4 },
        { kind: 'prefix', match: '411', charge: 30, freeAbove: 500, days: 2 },
      ],
    }).expect(200);
    const prefix411 = await quote('pincode=411001&state=Maharashtra&value=100');
    expect(prefix411.body).toMatchObject({ charge: 30, expectedDeliveryDate: prefix411.inDays(2) });
    expect((await quote('pincode=411001&value=500')).body).toMatchObject({ charge: 0 }); // the zone's own free-above
    const prefix4 = await quote('pincode=400050&state=Maharashtra&value=100');
    expect(prefix4.body).toMatchObject({ charge: 60, expectedDeliveryDate: prefix4.inDays(4) });
    const state = await quote('pincode=560001&state=maharashtra&value=100');
    expect(state.body).toMatchObject({ charge: 80, expectedDeliveryDate: state.inDays(5) });
    const flat = await quote('pincode=560001&state=Karnataka&value=100');
    expect(flat.body).toMatchObject({ charge: 49, expectedDeliveryDate: flat.inDays(7) });

    // The order is charged as its address matches: 400050 in Maharashtra → the "4" zone.
    const shopper = await customer(t, 'zoned', { address: true, cart: [{ variantId: cheap, quantity: 1 }] });
    const order = (
      await as(t, shopper.token)
        .post('/api/orders/place')
        .send({ addressId: shopper.addressId, paymentMethod: 'COD' })
        .expect(201)
    ).body;
    expect(order).toMatchObject({
      deliveryCharge: 60,
      orderTotal: 1059.99,
      expectedDeliveryDate: addDays(placedOn(order), 4),
    });
    expect((await as(t, admin).get('/api/admin/delivery-settings').expect(200)).body.zones).toHaveLength(3);

    // The audit log files each zone under the settings.
    const log: { entityId: string; changes: Record<string, unknown> | null }[] = (
      await simpleRestList(as(t, admin), '/api/admin/audit-log', { filter: { entity: 'delivery-settings' } }).expect(
        200,
      )
    ).body;
    const fields = log.flatMap((entry) => Object.keys(entry.changes ?? {}));
    expect(fields).toEqual(expect.arrayContaining(['chargePaise', expect.stringMatching(/^zones\.\d+\.match$/)]));
    expect(new Set(log.map((entry) => entry.entityId))).toEqual(new Set(['1']));
  });

  it('takes concurrent saves one after another: each whole, none failing, the last one kept', async () => {
    const forms = Array.from({ length: 6 }, (_, i) => ({
      ...SPEC_DEFAULTS,
      charge: 10 + i,
      pincodes: { mode: 'except', list: [String(560001 + i), '560100'] },
      zones: [
        { kind: 'prefix', match: '56', charge: 20 + i, freeAbove: null, days: 3 },
        { kind: 'prefix', match: String(57 + i), charge: 30, freeAbove: null, days: 3 },
      ],
    }));
    const answers = await Promise.all(forms.map((form) => put(form)));
    expect(answers.map((answer) => answer.status)).toEqual(forms.map(() => 200));
    // What is stored is one whole form, never a mix of two.
    const stored = (await as(t, admin).get('/api/admin/delivery-settings').expect(200)).body;
    const i = stored.charge - 10;
    expect(stored.pincodes.list).toEqual([String(560001 + i), '560100'].sort());
    expect(stored.zones.map((zone: { match: string; charge: number }) => [zone.match, zone.charge]).sort()).toEqual(
      [
        ['56', 20 + i],
        [String(57 + i), 30],
      ].sort(),
    );
  });

  it('refuses an unserviceable address or a COD total over the limit, leaving the cart and the stock as they were', async () => {
    await put({ ...SPEC_DEFAULTS, charge: 49, pincodes: { mode: 'except', list: [ADDRESS.postalCode] } }).expect(200);
    const shopper = await customer(t, 'refused', { address: true, cart: [{ variantId: cheap, quantity: 2 }] });
    const api = as(t, shopper.token);
    const stock = await stockOf(cheapProduct);
    const cart = (await api.get('/api/cart').expect(200)).body;
    const place = () => api.post('/api/orders/place').send({ addressId: shopper.addressId, paymentMethod: 'COD' });

    expect((await check(`pincode=${ADDRESS.postalCode}`).expect(200)).body).toMatchObject({
      serviceable: false,
      cod: false,
      message: DELIVERY_MESSAGES.notServiceable(ADDRESS.postalCode),
    });
    const unserved = await place().expect(422);
    expect(unserved.body.message).toBe(DELIVERY_MESSAGES.notServiceable(ADDRESS.postalCode));
    expect((await api.get('/api/cart').expect(200)).body).toEqual(cart);
    expect(await stockOf(cheapProduct)).toBe(stock);

    // 2 × ₹999.99 + ₹49 = ₹2,048.98: one paisa over a ₹2,048.97 limit is refused, at the limit placed.
    await put({ ...SPEC_DEFAULTS, charge: 49, codLimit: 2048.97 }).expect(200);
    const over = await place().expect(422);
    expect(over.body.message).toBe(DELIVERY_MESSAGES.codOverLimit(204897));
    expect((await check(`pincode=${ADDRESS.postalCode}&value=1999.98`).expect(200)).body).toMatchObject({
      serviceable: true,
      cod: false,
      total: 2048.98,
    });
    expect((await api.get('/api/cart').expect(200)).body).toEqual(cart);
    expect(await stockOf(cheapProduct)).toBe(stock);
    const orders = (await api.get('/api/orders/my-orders').expect(200)).body;
    expect(orders).toEqual([]);

    await put({ ...SPEC_DEFAULTS, charge: 49, codLimit: 2048.98 }).expect(200);
    expect((await place().expect(201)).body).toMatchObject({ orderTotal: 2048.98 });
    expect(await stockOf(cheapProduct)).toBe(stock - 2);
  });

  it('saves a 19,000-pincode list at once, and answers checks from the cache without the database', async () => {
    const list = Array.from({ length: 19_000 }, (_, i) => String(110001 + i * 41));
    const saved = (await put({ ...SPEC_DEFAULTS, pincodes: { mode: 'only', list } }).expect(200)).body;
    expect(saved.pincodes.list).toHaveLength(19_000);
    expect(saved.pincodes.mode).toBe('only');
    const logged = (
      await simpleRestList(as(t, admin), '/api/admin/audit-log', { filter: { entity: 'delivery-settings' } }).expect(
        200,
      )
    ).body.find((entry: { changes: Record<string, unknown> | null }) => entry.changes?.pincodes);
    expect(logged.changes.pincodes).toEqual({ from: '0 removed', to: '19000 added, 19000 listed' });
    expect((await check(`pincode=${list[18_999]}`).expect(200)).body.serviceable).toBe(true);
    expect((await check('pincode=110002').expect(200)).body.serviceable).toBe(false);

    const url = `/api/delivery/check?pincode=${list[9_000]}&value=1499`;
    await untilCached(t, url);
    const { queries, result } = await countQueries(t, () => t.http.get(url).expect(200));
    expect(queries).toBe(0);
    expect(result.body.serviceable).toBe(true);

    // A change empties the cache at once: the next answer is the new rule's.
    await put({ ...SPEC_DEFAULTS, pincodes: { mode: 'except', list: list.slice(0, 10_000) } }).expect(200);
    expect((await t.http.get(url).expect(200)).body.serviceable).toBe(false);
    const [{ count }] = await t.app
      .get(MikroORM)
      .em.getConnection()
      .execute(`select count(*)::int as count from delivery_pincodes`);
    expect(count).toBe(10_000);
  });

  it('keeps the carrier and AWB given when shipping, with a tracking link, and refuses a malformed AWB', async () => {
    const shopper = await customer(t, 'tracked', { address: true, cart: [{ variantId: cheap, quantity: 1 }] });
    const order = (
      await as(t, shopper.token)
        .post('/api/orders/place')
        .send({ addressId: shopper.addressId, paymentMethod: 'COD' })
        .expect(201)
    ).body;
    const status = (body: object) => as(t, admin).put(`/api/orders/${order.id}/status`).send(body);
    const bad = await status({ deliveryStatus: 'SHIPPED', carrier: 'Delhivery', trackingNumber: 'AB 12' }).expect(400);
    expect(bad.body.message).toEqual([DELIVERY_MESSAGES.trackingNumberFormat]);
    await status({ deliveryStatus: 'SHIPPED', carrier: 'x'.repeat(51), trackingNumber: 'AB1234' }).expect(400);

    const shipped = (
      await status({ deliveryStatus: 'SHIPPED', carrier: ' delhivery ', trackingNumber: 'DL-1234567890' }).expect(200)
    ).body;
    expect(shipped.tracking).toEqual({
      carrier: 'Delhivery',
      trackingNumber: 'DL-1234567890',
      url: 'https://www.delhivery.com/track/package/DL-1234567890',
    });
    const [mine] = (await as(t, shopper.token).get('/api/orders/my-orders').expect(200)).body;
    expect(mine.tracking).toEqual(shipped.tracking);

    // Any other carrier is kept as typed, without a link; the admin's simple-rest update takes them too.
    const other = (
      await as(t, admin)
        .put(`/api/admin/orders/${order.id}`)
        .send({ ...shipped, deliveryStatus: 'SHIPPED', carrier: 'Local Courier', trackingNumber: 'LC123456' })
        .expect(200)
    ).body;
    expect(other.tracking).toEqual({ carrier: 'Local Courier', trackingNumber: 'LC123456', url: null });
    // null clears a field, as for a mistyped AWB; both cleared, the order has no tracking.
    expect((await status({ deliveryStatus: 'SHIPPED', trackingNumber: null }).expect(200)).body.tracking).toEqual({
      carrier: 'Local Courier',
      trackingNumber: null,
      url: null,
    });
    expect((await status({ deliveryStatus: 'SHIPPED', carrier: null }).expect(200)).body.tracking).toBeNull();
  });

  it('keeps only the waiving quote (the 4-argument one dropped after its rolling restart); both migrations go down and up again', async () => {
    const em = t.app.get(EntityManager).fork();
    const signatures = async () =>
      (
        await em.execute<{ name: string }[]>(
          `select p.oid::regprocedure::text as name from pg_proc p
            where p.proname = 'satchel_delivery_quote' order by 1`,
        )
      ).map((row) => row.name);
    const waiving = 'satchel_delivery_quote(character varying,character varying,bigint,integer,boolean)';
    const former = 'satchel_delivery_quote(character varying,character varying,bigint,integer)';
    expect(await signatures()).toEqual([waiving]);
    await put({ ...SPEC_DEFAULTS, charge: 49 }).expect(200);

    // Down, the release before answers as it did: the former quote, for its replicas.
    await runMigration(em, Migration20261208020000, 'down');
    expect(await signatures()).toEqual([former, waiving]);
    expect(
      await em.execute(`select charge_paise::float8 as charge from satchel_delivery_quote('411001', '', 50000, 7)`),
    ).toEqual([{ charge: 4900 }]);
    await runMigration(em, Migration20261207110000, 'down');
    expect(await signatures()).toEqual([former]);
    await runMigration(em, Migration20261207110000, 'up');
    await runMigration(em, Migration20261208020000, 'up');
    expect(await signatures()).toEqual([waiving]);
    expect((await check('pincode=411001&value=500.01&freeDelivery=true').expect(200)).body).toMatchObject({
      charge: 0,
      total: 500.01,
    });
  });
});
