import { MikroORM } from '@mikro-orm/core';
import { ADMIN, adminToken, createCategory, createProduct } from '../../../test/catalogue';
import { as, customer } from '../../../test/shopping';
import { countQueries, createTestApp, jobsIdle, TestApp } from '../../../test/test-app';

/** How many statements checkout and the cart send, and that the fast paths keep their answers. */
describe('checkout round trips', () => {
  let t: TestApp;
  let admin: string;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    admin = await adminToken(t);
    categoryId = (await createCategory(t, admin, 'Round Trips')).id;
  });
  afterAll(() => t.close());

  const product = async (productName: string, stock: number) => {
    const made = await createProduct(t, admin, {
      productName,
      categoryId,
      productVariants: [{ size: 'M', color: 'Tan', stock, originalPrice: 2999, discountPrice: 2499 }],
    });
    return { productId: made.id, variantId: made.variants[0].id };
  };
  const sql = (query: string, params: unknown[] = []) => t.app.get(MikroORM).em.getConnection().execute(query, params);
  it('places an order in one statement, whatever the cart holds, and answers without reading it back', async () => {
    const a = await product('Round Trip Tote', 10);
    const b = await product('Round Trip Wallet', 10);
    const c = await product('Round Trip Belt', 10);
    const small = await customer(t, 'small', { address: true, cart: [{ variantId: a.variantId, quantity: 1 }] });
    const large = await customer(t, 'large', {
      address: true,
      cart: [
        { variantId: c.variantId, quantity: 2 },
        { variantId: a.variantId, quantity: 1 },
        { variantId: b.variantId, quantity: 3 },
      ],
    });
    const place = (who: { token: string; addressId?: number }) =>
      as(t, who.token).post('/api/orders/place').send({ addressId: who.addressId, paymentMethod: 'COD' }).expect(201);

    const one = await countQueries(t, () => place(small));
    const three = await countQueries(t, () => place(large));
    // The account, then one statement, its own transaction: it locks and reads the cart, finds the
    // address, writes the order, its lines, the emptied cart, the stock of all sizes and the owed
    // e-mail with its outbox row.
    expect(one.queries).toBe(2);
    expect(three.queries).toBe(2);

    // The answer built in memory is what reading the order back gives.
    const placed = three.result.body;
    expect(placed.items.map((item: { quantity: number }) => item.quantity)).toEqual([2, 1, 3]);
    const [listed] = (await as(t, large.token).get('/api/orders/my-orders').expect(200)).body;
    expect(placed).toEqual(listed);

    // Stock taken from each size, and the confirmation e-mail owed through the outbox.
    for (const [{ productId }, left] of [
      [a, 8],
      [b, 7],
      [c, 8],
    ] as const) {
      expect((await t.http.get(`/api/products/${productId}`)).body.variants[0].stock).toBe(left);
    }
    const [email] = await sql(
      `select e.kind, m.type, m.payload from order_emails e join outbox_messages m on m.id = e.message_id
       where e.order_id = ?`,
      [placed.id],
    );
    expect(email).toMatchObject({ kind: 'CONFIRMATION', type: 'email.order' });
  });

  it('sends the confirmation e-mail in 2 statements: the e-mail taken and read with its order, customer, lines and the shop, then the mark', async () => {
    const tote = await product('Round Trip Duffel', 10);
    const shopper = await customer(t, 'mailed', { address: true, cart: [{ variantId: tote.variantId, quantity: 2 }] });
    const { queries, result } = await countQueries(t, async () => {
      const placed = await as(t, shopper.token)
        .post('/api/orders/place')
        .send({ addressId: shopper.addressId, paymentMethod: 'COD' })
        .expect(201);
      await jobsIdle(t);
      return placed;
    });
    // The account and the placing statement (above), then the e-mail's job.
    expect(queries).toBe(2 + 2);
    const [email] = await sql('select sent_at from order_emails where order_id = ?', [result.body.id]);
    expect(email.sent_at).not.toBeNull();
  });

  it('names the short size when one line of several cannot be had, and takes nothing', async () => {
    const plenty = await product('Plenty Satchel', 10);
    const scarce = await product('Scarce Clutch', 3);
    const shopper = await customer(t, 'shortish', {
      address: true,
      cart: [
        { variantId: plenty.variantId, quantity: 2 },
        { variantId: scarce.variantId, quantity: 3 },
      ],
    });
    await customer(t, 'quicker', { address: true, cart: [{ variantId: scarce.variantId, quantity: 2 }] }).then(
      (quicker) =>
        as(t, quicker.token)
          .post('/api/orders/place')
          .send({ addressId: quicker.addressId, paymentMethod: 'COD' })
          .expect(201),
    );
    const refused = await as(t, shopper.token)
      .post('/api/orders/place')
      .send({ addressId: shopper.addressId, paymentMethod: 'COD' })
      .expect(409);
    expect(refused.body.message).toBe('Only 1 left of Scarce Clutch (M, Tan)');
    expect((await t.http.get(`/api/products/${plenty.productId}`)).body.variants[0].stock).toBe(10);
    expect((await as(t, shopper.token).get('/api/cart')).body.itemCount).toBe(5);
    expect(
      await sql('select count(*)::int as n from orders o join users u on u.id = o.user_id where u.username = ?', [
        'shortish',
      ]),
    ).toEqual([{ n: 0 }]);
  });

  it('lets checkouts holding the same sizes in opposite cart order all go through (no deadlock)', async () => {
    const a = await product('Crossed Tote', 100);
    const b = await product('Crossed Wallet', 100);
    const shoppers = [];
    for (let i = 0; i < 12; i++) {
      const lines = [
        { variantId: a.variantId, quantity: 1 },
        { variantId: b.variantId, quantity: 1 },
      ];
      shoppers.push(await customer(t, `crossed${i}`, { address: true, cart: i % 2 ? lines.reverse() : lines }));
    }
    const responses = await Promise.all(
      shoppers.map(({ token, addressId }) =>
        as(t, token).post('/api/orders/place').send({ addressId, paymentMethod: 'COD' }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(shoppers.map(() => 201));
    expect((await t.http.get(`/api/products/${a.productId}`)).body.variants[0].stock).toBe(88);
    expect((await t.http.get(`/api/products/${b.productId}`)).body.variants[0].stock).toBe(88);
  });

  it('adds to the cart in 1 statement plus the account, whatever the cart holds, answering as GET does', async () => {
    const sizes = await Promise.all(['First', 'Second', 'Third'].map((name) => product(`${name} Add`, 10)));
    const shopper = await customer(t, 'adder');
    const api = as(t, shopper.token);
    const add = (variantId: number) =>
      api.post('/api/cart/add').send({ productVariantId: variantId, quantity: 1 }).expect(200);

    const first = await countQueries(t, () => add(sizes[0].variantId));
    await add(sizes[1].variantId);
    const third = await countQueries(t, () => add(sizes[2].variantId));
    const again = await countQueries(t, () => add(sizes[0].variantId));
    expect([first.queries, third.queries, again.queries]).toEqual([2, 2, 2]);
    expect(again.result.body).toEqual((await api.get('/api/cart').expect(200)).body);
    expect(again.result.body.items.map((item: { quantity: number }) => item.quantity)).toEqual([2, 1, 1]);

    // The cart's code is quoted on the cart as the add left it: 10% of 4 × ₹2,499.00, then of 5.
    await as(t, admin).post('/api/admin/discount-codes').send({ code: 'ADDTEN', type: 'PERCENT', percent: 10 });
    expect((await api.post('/api/cart/discount').send({ code: 'ADDTEN' }).expect(200)).body.code.discount).toBe(999.6);
    const coded = await countQueries(t, () => add(sizes[1].variantId));
    expect(coded.queries).toBe(2);
    expect(coded.result.body.code).toMatchObject({ code: 'ADDTEN', discount: 1249.5 });
    expect(coded.result.body).toEqual((await api.get('/api/cart').expect(200)).body);

    // A refusal reads the size once more to say why, and changes nothing.
    const refused = await countQueries(t, () =>
      api.post('/api/cart/add').send({ productVariantId: sizes[1].variantId, quantity: 10 }).expect(409),
    );
    expect(refused.result.body.message).toBe('Only 10 left in stock');
    expect(refused.queries).toBe(3);
    expect((await api.get('/api/cart')).body.items[1].quantity).toBe(2);
  });

  it('applies a code and answers with the cart in 1 statement plus the account, in place of the one before; a refusal changes nothing', async () => {
    const bag = await product('Coded Bag', 10);
    const shopper = await customer(t, 'coder', { address: true, cart: [{ variantId: bag.variantId, quantity: 1 }] });
    const api = as(t, shopper.token);
    const code = (body: Record<string, unknown>) =>
      as(t, admin).post('/api/admin/discount-codes').send(body).expect(201);
    await code({ code: 'TRIPTEN', type: 'FIXED', amount: 10 });
    await code({ code: 'TRIPTWENTY', type: 'FIXED', amount: 20 });
    await code({ code: 'TRIPBIG', type: 'FIXED', amount: 20, minOrderValue: 100000 });
    const apply = (typed: string, status: number) =>
      countQueries(t, () => api.post('/api/cart/discount').send({ code: typed }).expect(status));

    const first = await apply('tripten', 200);
    expect(first.result.body.code).toMatchObject({ code: 'TRIPTEN', discount: 10 });
    const second = await apply('TripTwenty', 200);
    expect(second.result.body.code).toMatchObject({ code: 'TRIPTWENTY', discount: 20 });
    expect([first.queries, second.queries]).toEqual([2, 2]);
    expect(second.result.body).toEqual((await api.get('/api/cart').expect(200)).body);

    // Refused (its minimum, or no such code): said in the one statement, the cart keeps its code.
    const [refused, unknown] = [await apply('TRIPBIG', 422), await apply('NOSUCH', 404)];
    expect([refused.queries, unknown.queries]).toEqual([2, 2]);
    expect((await api.get('/api/cart').expect(200)).body.code).toMatchObject({ code: 'TRIPTWENTY' });
  });
});
