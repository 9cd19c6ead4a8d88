import { Client } from 'pg';
import type request from 'supertest';
import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  DELIVERY_MESSAGES,
  DISCOUNT_MESSAGES,
  discountProblemMessage,
  endOfShopDay,
  shopDate,
  startOfShopDay,
  taxOfInclusive,
} from '@satchel/shared';
import { ADMIN, adminToken, createCategory, createProduct, multipart } from '../../../test/catalogue';
import { binary, pdfText } from '../../../test/pdf';
import { as, confirmationEmail, customer, simpleRestList } from '../../../test/shopping';
import { createTestApp, eventually, runMigration, TestApp } from '../../../test/test-app';
import { Migration20261127113000 } from '../../infra/database/migrations/Migration20261127113000';
import { Migration20261129160000 } from '../../infra/database/migrations/Migration20261129160000';
import { Migration20261129190000 } from '../../infra/database/migrations/Migration20261129190000';
import { Migration20261130190000 } from '../../infra/database/migrations/Migration20261130190000';
import {
  DISCOUNT_QUOTE_READING_USES,
  Migration20261201010000,
} from '../../infra/database/migrations/Migration20261201010000';
import { Migration20261201020000 } from '../../infra/database/migrations/Migration20261201020000';

type Order = {
  id: number;
  orderTotal: number;
  codeDiscount: number;
  discountCode: string | null;
  deliveryCharge: number;
  items: { lineTotal: number; codeDiscount: number }[];
};

/** Discount codes on the real database (PGlite, or PostgreSQL with DATABASE_URL): issue 31. */
describe('discount codes', () => {
  let t: TestApp;
  let admin: string;
  let bags: number; // a category with a sub-category
  let wallets: number; // a sibling category
  let tote: { productId: number; variantId: number }; // ₹2,000.00 in Bags
  let clutch: { productId: number; variantId: number }; // ₹333.33 in Bags › Clutches
  let wallet: { productId: number; variantId: number }; // ₹999.99 in Wallets
  let serial = 0;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.app.get(MikroORM).em.getConnection().execute<T[]>(query, params);
  const codes = () => as(t, admin);
  const newCode = async (body: Record<string, unknown>) =>
    (await codes().post('/api/admin/discount-codes').send(body).expect(201)).body as { id: number; code: string };
  const product = async (name: string, categoryId: number, price: number, stock = 500) => {
    const made = await createProduct(t, admin, {
      productName: name,
      categoryId,
      productVariants: [{ size: 'M', color: 'Tan', stock, originalPrice: price, discountPrice: null }],
    });
    return { productId: made.id, variantId: made.variants[0].id };
  };
  /** A new customer with an address and these lines in the cart. */
  const shopper = async (cart: { variantId: number; quantity: number }[]) =>
    customer(t, `shopper${++serial}`, { address: true, cart });
  const place = (who: { token: string; addressId?: number }) =>
    as(t, who.token).post('/api/orders/place').send({ addressId: who.addressId, paymentMethod: 'COD' });
  const apply = (who: { token: string }, code: string) => as(t, who.token).post('/api/cart/discount').send({ code });
  const usesOf = async (id: number) =>
    (await codes().get(`/api/admin/discount-codes/${id}`).expect(200)).body as { used: number; discountGiven: number };

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false', WEBHOOK_ALLOW_PRIVATE: 'true' });
    admin = await adminToken(t);
    bags = (await createCategory(t, admin, 'Code Bags')).id;
    const clutches = (await createCategory(t, admin, 'Code Clutches', bags)).id;
    wallets = (await createCategory(t, admin, 'Code Wallets')).id;
    tote = await product('Code Tote', bags, 2000);
    clutch = await product('Code Clutch', clutches, 333.33);
    wallet = await product('Code Wallet', wallets, 999.99);
  });
  afterAll(() => t.close());

  it('the back office creates, lists, filters, edits and deactivates codes; codes are unique in any case', async () => {
    const made = await newCode({
      code: 'diwali10',
      type: 'PERCENT',
      percent: 10,
      maxDiscount: 500,
      usageLimit: 100,
      description: 'Diwali sale',
    });
    expect(made).toMatchObject({ code: 'DIWALI10', percent: 10, maxDiscount: 500, used: 0, discountGiven: 0 });
    expect(
      (await codes().post('/api/admin/discount-codes').send({ code: 'Diwali10', type: 'FIXED', amount: 5 })).body,
    ).toMatchObject({ statusCode: 409, message: DISCOUNT_MESSAGES.codeTaken });
    for (const bad of [
      { code: 'ab', type: 'FIXED', amount: 5 },
      { code: 'has space', type: 'FIXED', amount: 5 },
      { code: 'NOPERCENT', type: 'PERCENT' },
      { code: 'NOAMOUNT', type: 'FIXED' },
      { code: 'TOOMUCH', type: 'PERCENT', percent: 101 },
      { code: 'BADTYPE', type: 'BOGO' },
      { code: 'BACKWARDS', type: 'FIXED', amount: 5, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' },
      { code: 'MASS', type: 'FIXED', amount: 5, used: 3 },
    ]) {
      const response = await codes().post('/api/admin/discount-codes').send(bad);
      expect([bad.code, response.status]).toEqual([bad.code, 400]);
    }
    await newCode({ code: 'SHIPFREE', type: 'FREE_DELIVERY', active: false });
    const active = await simpleRestList(codes(), '/api/admin/discount-codes', {
      filter: { q: 'diwali', active: true },
      sort: ['code', 'ASC'],
      range: [0, 9],
    }).expect(200);
    expect(active.body.map((c: { code: string }) => c.code)).toEqual(['DIWALI10']);
    expect(active.headers['content-range']).toBe('discount-codes 0-0/1');
    const inactive = await simpleRestList(codes(), '/api/admin/discount-codes', { filter: { active: false } });
    expect(inactive.body.map((c: { code: string }) => c.code)).toContain('SHIPFREE');
    const edited = await codes().put(`/api/admin/discount-codes/${made.id}`).send({ active: false, maxDiscount: null });
    expect(edited.body).toMatchObject({ active: false, maxDiscount: null, percent: 10 });
    const someone = await shopper([]);
    await as(t, someone.token).get('/api/admin/discount-codes').expect(403);
  });

  it("reads a start or end without an offset in India's time, and refuses week and ordinal dates", async () => {
    const dated = await newCode({
      code: 'INDIATIME',
      type: 'FIXED',
      amount: 5,
      startsAt: '2026-11-05',
      endsAt: '2026-11-06T00:00',
    });
    expect((await codes().get(`/api/admin/discount-codes/${dated.id}`).expect(200)).body).toMatchObject({
      startsAt: '2026-11-04T18:30:00.000Z',
      endsAt: '2026-11-05T18:30:00.000Z',
    });
    await codes().put(`/api/admin/discount-codes/${dated.id}`).send({ endsAt: '2026-11-06T12:00:00Z' }).expect(200);
    expect((await codes().get(`/api/admin/discount-codes/${dated.id}`).expect(200)).body.endsAt).toBe(
      '2026-11-06T12:00:00.000Z',
    );
    // Week and ordinal dates passed class-validator's ISO 8601 check and were then no date at all (a 500).
    for (const startsAt of ['2026-W45', '2026-310', '2026-02-30']) {
      const refused = await codes()
        .post('/api/admin/discount-codes')
        .send({ code: 'NOTADATE', type: 'FIXED', amount: 5, startsAt });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('startsAt must be a date and time');
    }
  });

  it('refuses each code that cannot be used, saying why', async () => {
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await newCode({ code: 'OFFNOW', type: 'FIXED', amount: 100, active: false });
    await newCode({ code: 'SOON', type: 'FIXED', amount: 100, startsAt: future });
    await newCode({ code: 'GONE', type: 'FIXED', amount: 100, endsAt: past });
    await newCode({ code: 'BIGSPEND', type: 'FIXED', amount: 100, minOrderValue: 2500 });
    await newCode({ code: 'WALLETSONLY', type: 'PERCENT', percent: 5, categoryIds: [wallets] });
    const once = await newCode({ code: 'ONEUSE', type: 'FIXED', amount: 100, usageLimit: 1 });
    await newCode({ code: 'MINEONCE', type: 'FIXED', amount: 100, perCustomerLimit: 1 });
    await newCode({ code: 'WELCOME', type: 'FIXED', amount: 100, firstOrderOnly: true });

    const regular = await shopper([{ variantId: tote.variantId, quantity: 1 }]);
    // The first order: uses ONEUSE and MINEONCE... one code per order, so two orders.
    await apply(regular, 'oneuse').expect(200);
    await place(regular).expect(201);
    await as(t, regular.token)
      .post('/api/cart/add')
      .send({ productVariantId: tote.variantId, quantity: 1 })
      .expect(200);
    await apply(regular, 'MineOnce').expect(200);
    await place(regular).expect(201);
    expect((await usesOf(once.id)).used).toBe(1);
    await as(t, regular.token)
      .post('/api/cart/add')
      .send({ productVariantId: tote.variantId, quantity: 1 })
      .expect(200);

    const refusals: [string, number, string][] = [
      ['NOSUCHCODE', 404, discountProblemMessage('NOT_FOUND')],
      ['no such code!', 400, DISCOUNT_MESSAGES.invalidCode],
      ['OFFNOW', 422, discountProblemMessage('INACTIVE')],
      ['SOON', 422, discountProblemMessage('NOT_STARTED')],
      ['GONE', 422, discountProblemMessage('EXPIRED')],
      ['ONEUSE', 422, discountProblemMessage('USED_UP')],
      ['MINEONCE', 422, discountProblemMessage('CUSTOMER_LIMIT')],
      ['WELCOME', 422, discountProblemMessage('FIRST_ORDER')],
      ['BIGSPEND', 422, 'This code needs an order of at least ₹2,500.00'],
      ['WALLETSONLY', 422, discountProblemMessage('NOTHING_ELIGIBLE')],
    ];
    for (const [code, status, message] of refusals) {
      const response = await apply(regular, code);
      expect([code, response.status, response.body.message]).toEqual([
        code,
        status,
        status === 400 ? [message] : message,
      ]);
    }
    // Nothing was applied: the cart holds no code.
    expect((await as(t, regular.token).get('/api/cart').expect(200)).body).toMatchObject({ code: null, total: 2000 });
    // A first order may use WELCOME.
    const newcomer = await shopper([{ variantId: tote.variantId, quantity: 1 }]);
    expect((await apply(newcomer, 'welcome').expect(200)).body.code).toMatchObject({ code: 'WELCOME', discount: 100 });
  });

  it('percent with a cap, fixed larger than the cart (never below zero), and scope by a category subtree', async () => {
    await newCode({ code: 'TENCAP', type: 'PERCENT', percent: 10, maxDiscount: 250 });
    await newCode({ code: 'TENPC', type: 'PERCENT', percent: 10 });
    await newCode({ code: 'HUGE', type: 'FIXED', amount: 100000 });
    await newCode({ code: 'BAGSONLY', type: 'PERCENT', percent: 20, categoryIds: [bags] });
    await newCode({ code: 'THISWALLET', type: 'FIXED', amount: 50, productIds: [wallet.productId] });

    const cart = [
      { variantId: tote.variantId, quantity: 2 }, // ₹4,000.00
      { variantId: wallet.variantId, quantity: 1 }, // ₹999.99
    ];
    const a = await shopper(cart);
    expect((await apply(a, 'tenpc').expect(200)).body).toMatchObject({
      code: { code: 'TENPC', type: 'PERCENT', discount: 500, freeDelivery: false },
      total: 4499.99,
    });
    // Another code takes the first one's place (one code per cart).
    expect((await apply(a, 'tencap').expect(200)).body).toMatchObject({ code: { discount: 250 }, total: 4749.99 });
    const capped: Order = (await place(a).expect(201)).body;
    expect(capped).toMatchObject({ discountCode: 'TENCAP', codeDiscount: 250, orderTotal: 4749.99 });

    const b = await shopper(cart);
    await apply(b, 'HUGE').expect(200);
    const free: Order = (await place(b).expect(201)).body;
    expect(free).toMatchObject({ codeDiscount: 4999.99, orderTotal: 0 });

    // Bags › Clutches counts as Bags; Wallets does not.
    const c = await shopper([...cart, { variantId: clutch.variantId, quantity: 1 }]);
    expect((await apply(c, 'BAGSONLY').expect(200)).body.code.discount).toBe(866.67); // 20% of ₹4,333.33
    const scoped: Order = (await place(c).expect(201)).body;
    expect(scoped.items.map((item) => item.codeDiscount)).toEqual([800, 0, 66.67]);

    const d = await shopper(cart);
    expect((await apply(d, 'THISWALLET').expect(200)).body.code.discount).toBe(50);
  });

  it('shares the discount over the eligible lines to the paisa, summing exactly, in the order and its lines', async () => {
    await newCode({ code: 'SHARE', type: 'FIXED', amount: 100 });
    await newCode({ code: 'ODDPERCENT', type: 'PERCENT', percent: 7.77 });
    for (const code of ['SHARE', 'ODDPERCENT']) {
      const who = await shopper([
        { variantId: clutch.variantId, quantity: 1 }, // ₹333.33
        { variantId: clutch.variantId === wallet.variantId ? tote.variantId : wallet.variantId, quantity: 3 }, // ₹2,999.97
        { variantId: tote.variantId, quantity: 1 }, // ₹2,000.00
      ]);
      await apply(who, code).expect(200);
      const order: Order = (await place(who).expect(201)).body;
      const shares = order.items.map((item) => Math.round(item.codeDiscount * 100));
      expect(shares.reduce((sum, paise) => sum + paise, 0)).toBe(Math.round(order.codeDiscount * 100));
      const [row] = await sql<{ sum: string; code: string; total: string; lines: string }>(
        `select sum(l.code_discount_paise)::text as sum, o.code_discount_paise::text as code, o.total_paise::text as total,
                sum(l.unit_price_paise::bigint * l.quantity)::text as lines
           from orders o join order_lines l on l.order_id = o.id where o.id = ? group by o.id`,
        [order.id],
      );
      expect(row.sum).toBe(row.code);
      expect(Number(row.total)).toBe(Number(row.lines) - Number(row.code));
      // Each share within a paisa of the line's proportion.
      const lineTotals = order.items.map((item) => Math.round(item.lineTotal * 100));
      const all = lineTotals.reduce((sum, paise) => sum + paise, 0);
      lineTotals.forEach((paise, i) =>
        expect(Math.abs(shares[i] - (Math.round(order.codeDiscount * 100) * paise) / all)).toBeLessThan(1),
      );
    }
  });

  it('drops the code when the cart changes below its minimum, and says why', async () => {
    await newCode({ code: 'OVER3K', type: 'FIXED', amount: 300, minOrderValue: 3000 });
    const who = await shopper([
      { variantId: tote.variantId, quantity: 1 },
      { variantId: wallet.variantId, quantity: 2 },
    ]);
    const applied = (await apply(who, 'over3k').expect(200)).body;
    expect(applied.code).toMatchObject({ code: 'OVER3K', discount: 300 });
    const walletLine = applied.items.find((item: { product: { id: number } }) => item.product.id === wallet.productId);
    const changed = (await as(t, who.token).delete(`/api/cart/remove/${walletLine.id}`).expect(200)).body;
    expect(changed).toMatchObject({
      code: null,
      codeMessage: DISCOUNT_MESSAGES.dropped('OVER3K', 'This code needs an order of at least ₹3,000.00'),
      total: 2000,
    });
    // Said once: the next read has no message.
    expect((await as(t, who.token).get('/api/cart').expect(200)).body.codeMessage).toBeNull();
    await apply(who, 'OVER3K').expect(422);
    // Removing the code by hand.
    await as(t, who.token).post('/api/cart/add').send({ productVariantId: wallet.variantId, quantity: 2 }).expect(200);
    await apply(who, 'OVER3K').expect(200);
    expect((await as(t, who.token).delete('/api/cart/discount').expect(200)).body).toMatchObject({
      code: null,
      codeMessage: null,
    });
  });

  it('30 checkouts at once for a code with 5 uses left: exactly 5 orders carry it, none answers 5xx (3 rounds)', async () => {
    for (let round = 1; round <= 3; round++) {
      const code = await newCode({ code: `RUSH${round}`, type: 'FIXED', amount: 10, usageLimit: 7 });
      // Two uses already made.
      for (let i = 0; i < 2; i++) {
        const early = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
        await apply(early, code.code).expect(200);
        await place(early).expect(201);
      }
      const crowd = [];
      for (let i = 0; i < 30; i++) crowd.push(await shopper([{ variantId: wallet.variantId, quantity: 1 }]));
      for (const who of crowd) await apply(who, code.code).expect(200);
      const responses = await Promise.all(crowd.map(place));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      for (const refused of responses.filter((response) => response.status !== 201)) {
        expect([refused.status, refused.body.message]).toEqual([422, discountProblemMessage('USED_UP')]);
      }
      expect((await usesOf(code.id)).used).toBe(7);
      const [{ orders }] = await sql<{ orders: number }>(
        'select count(*)::int as orders from orders where discount_code_id = ?',
        [code.id],
      );
      expect(orders).toBe(7);
      // The refused kept their carts (and code) to decide.
      const refused = crowd[statuses.indexOf(422)];
      expect((await as(t, refused.token).get('/api/cart').expect(200)).body).toMatchObject({
        itemCount: 1,
        code: null,
        codeMessage: DISCOUNT_MESSAGES.dropped(code.code, discountProblemMessage('USED_UP')),
      });
    }
  });

  it('enforces the per-customer limit when the order is placed, not only when the code is applied', async () => {
    const code = await newCode({ code: 'JUSTONCE', type: 'FIXED', amount: 25, perCustomerLimit: 1 });
    const who = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
    await apply(who, 'JUSTONCE').expect(200);
    await place(who).expect(201);
    await as(t, who.token).post('/api/cart/add').send({ productVariantId: wallet.variantId, quantity: 1 }).expect(200);
    // What a second tab leaves when it applied the code before the first order was placed: the cart holds it.
    await sql(
      `insert into cart_discount_codes (user_id, code_id, applied_at)
       select user_id, ?, now() from discount_code_redemptions where code_id = ?`,
      [code.id, code.id],
    );
    const refused = await place(who);
    expect([refused.status, refused.body.message]).toEqual([422, discountProblemMessage('CUSTOMER_LIMIT')]);
    expect((await as(t, who.token).get('/api/cart').expect(200)).body.itemCount).toBe(1);
    expect((await usesOf(code.id)).used).toBe(1);
  });

  /**
   * A code deleted while a statement that uses it runs (PostgreSQL only: PGlite is one session).
   * The back office's delete is held open in a session of its own; the statement reads the code,
   * then waits on the code's row, and the delete commits under it.
   */
  const deletedMidway = async (codeId: number, send: () => Promise<request.Response>) => {
    const deleter = new Client({ connectionString: t.config.databaseUrl });
    await deleter.connect();
    try {
      const { rows } = await deleter.query<{ pid: number }>('select pg_backend_pid() as pid');
      await deleter.query('begin');
      await deleter.query('delete from discount_codes where id = $1', [codeId]);
      const answer = send();
      answer.catch(() => undefined); // awaited below; a failure before it waits must not go unhandled
      // The statement is waiting on the delete, not merely running.
      await eventually(async () => {
        const [blocked] = await sql<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where ?::int = any(pg_blocking_pids(pid))',
          [rows[0].pid],
        );
        return blocked.n > 0 ? true : undefined;
      });
      await deleter.query('commit');
      return await answer;
    } finally {
      await deleter.end();
    }
  };
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;

  onPostgres('a code deleted while it is being applied is refused as one that never existed', async () => {
    const code = await newCode({ code: 'VANISHING', type: 'FIXED', amount: 10 });
    const who = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
    const refused = await deletedMidway(code.id, () => apply(who, code.code).then((answer) => answer));
    expect([refused.status, refused.body.message]).toEqual([404, discountProblemMessage('NOT_FOUND')]);
    expect((await as(t, who.token).get('/api/cart').expect(200)).body.code).toBeNull();
  });

  onPostgres('a code deleted while the order is being placed: no order, the stock back, the reason said', async () => {
    const code = await newCode({ code: 'VANISHED', type: 'FIXED', amount: 10 });
    const who = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
    await apply(who, code.code).expect(200);
    const stock = async () => (await t.http.get(`/api/products/${wallet.productId}`)).body.variants[0].stock as number;
    const before = await stock();
    const refused = await deletedMidway(code.id, () => place(who).then((answer) => answer));
    expect([refused.status, refused.body.message]).toEqual([422, discountProblemMessage('NOT_FOUND')]);
    expect(await stock()).toBe(before);
    expect(
      await sql('select count(*)::int as n from orders o join users u on u.id = o.user_id where u.username = ?', [
        `shopper${serial}`,
      ]),
    ).toEqual([{ n: 0 }]);
  });

  onPostgres(
    'counting a use locks the code before its uses, as a delete of the code does; no uses row, no count',
    async () => {
      const code = await newCode({ code: 'LOCKORDER', type: 'FIXED', amount: 10 });
      const counter = new Client({ connectionString: t.config.databaseUrl });
      const other = new Client({ connectionString: t.config.databaseUrl });
      await Promise.all([counter.connect(), other.connect()]);
      try {
        await counter.query('begin');
        await counter.query('select satchel_count_code_use($1, 1000)', [code.id]);
        // A delete of the code (a row lock on it, then its uses row's) now waits for the order
        // instead of taking the code's row first and deadlocking with the order's foreign keys.
        await expect(
          other.query('select from discount_codes where id = $1 for update nowait', [code.id]),
        ).rejects.toThrow(/could not obtain lock/);
        await counter.query('rollback');
        await counter.query('begin');
        await counter.query('delete from discount_code_uses where code_id = $1', [code.id]);
        await expect(counter.query('select satchel_count_code_use($1, 1000)', [code.id])).rejects.toThrow(
          /has no uses row/,
        );
        await counter.query('rollback');
      } finally {
        await Promise.all([counter.end(), other.end()]);
      }
      expect(await usesOf(code.id)).toMatchObject({ used: 0, discountGiven: 0 });
    },
  );

  it('cancelling gives the use back exactly once; reopening takes it again', async () => {
    const code = await newCode({ code: 'GIVEBACK', type: 'FIXED', amount: 40, usageLimit: 1 });
    const who = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
    await apply(who, 'GIVEBACK').expect(200);
    const order: Order = (await place(who).expect(201)).body;
    expect(await usesOf(code.id)).toMatchObject({ used: 1, discountGiven: 40 });

    // The customer and staff cancel at once: one cancellation, one use back.
    const [mine, staff] = await Promise.all([
      as(t, who.token).put(`/api/orders/${order.id}/cancel`),
      codes().put(`/api/admin/orders/${order.id}`).send({ deliveryStatus: 'CANCELED' }),
    ]);
    expect([mine.status, staff.status].filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(await usesOf(code.id)).toMatchObject({ used: 0, discountGiven: 0 });
    await codes().put(`/api/admin/orders/${order.id}`).send({ deliveryStatus: 'CANCELED' }).expect(200);
    expect((await usesOf(code.id)).used).toBe(0);

    // Someone else takes the freed use; reopening the cancelled order is then refused.
    const other = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
    await apply(other, 'GIVEBACK').expect(200);
    const second: Order = (await place(other).expect(201)).body;
    const reopen = await codes().put(`/api/admin/orders/${order.id}`).send({ deliveryStatus: 'PENDING' });
    expect(reopen.status).toBe(409);
    await codes().put(`/api/admin/orders/${second.id}`).send({ deliveryStatus: 'CANCELED' }).expect(200);
    await codes().put(`/api/admin/orders/${order.id}`).send({ deliveryStatus: 'PENDING' }).expect(200);
    expect(await usesOf(code.id)).toMatchObject({ used: 1, discountGiven: 40 });
  });

  it('an edited usage limit holds at once: raised, the code works again; below the uses made, refused', async () => {
    const code = await newCode({ code: 'RAISED', type: 'FIXED', amount: 10, usageLimit: 1 });
    const first = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
    await apply(first, 'RAISED').expect(200);
    await place(first).expect(201);
    const second = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
    expect((await apply(second, 'RAISED').expect(422)).body.message).toBe(discountProblemMessage('USED_UP'));

    await codes().put(`/api/admin/discount-codes/${code.id}`).send({ usageLimit: 2 }).expect(200);
    await apply(second, 'RAISED').expect(200);
    await place(second).expect(201);
    expect(await usesOf(code.id)).toMatchObject({ used: 2, discountGiven: 20 });
    // The back office sorts by the uses row's counts.
    for (const field of ['used', 'discountGiven']) {
      const ranked = await simpleRestList(codes(), '/api/admin/discount-codes', { sort: [field, 'DESC'] }).expect(200);
      const counts = ranked.body.map((c: { used: number; discountGiven: number }) => c[field as 'used']);
      expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
      expect(counts[0]).toBeGreaterThan(0);
    }

    // The form is refused below the uses it shows; a limit written past it (an order counted
    // since the form was read) is refused by the uses row's check, which the trigger copies it to.
    const below = await codes().put(`/api/admin/discount-codes/${code.id}`).send({ usageLimit: 1 });
    expect(below.status).toBe(400);
    await expect(sql('update discount_codes set usage_limit = 1 where id = ?', [code.id])).rejects.toThrow(
      /discount_code_uses_usage_check/,
    );
    expect(await sql('select usage_limit from discount_code_uses where code_id = ?', [code.id])).toEqual([
      { usage_limit: 2 },
    ]);

    // Its uses row goes with the code; the orders keep its name and discount.
    await codes().delete(`/api/admin/discount-codes/${code.id}`).expect(200);
    expect(await sql('select count(*)::int as n from discount_code_uses where code_id = ?', [code.id])).toEqual([
      { n: 0 },
    ]);
  });

  it('a save that another save overtook between its read and its write is told to reload (409), not a 500', async () => {
    const code = await newCode({ code: 'OVERTAKEN', type: 'FIXED', amount: 10 });
    // The other save lands while this request holds the code it read: the write's version check fails.
    const flush = EntityManager.prototype.flush;
    const overtaken = jest.spyOn(EntityManager.prototype, 'flush').mockImplementationOnce(async function (
      this: EntityManager,
    ) {
      await sql('update discount_codes set amount_paise = 2000, version = version + 1 where id = ?', [code.id]);
      return flush.call(this);
    });
    try {
      const refused = await codes().put(`/api/admin/discount-codes/${code.id}`).send({ amount: 15 });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(DISCOUNT_MESSAGES.changedMeanwhile);
      expect(overtaken).toHaveBeenCalledTimes(1);
    } finally {
      overtaken.mockRestore();
    }
    // The other save stands; saved again, this one lands.
    expect((await codes().get(`/api/admin/discount-codes/${code.id}`).expect(200)).body.amount).toBe(20);
    await codes().put(`/api/admin/discount-codes/${code.id}`).send({ amount: 15 }).expect(200);
    expect((await codes().get(`/api/admin/discount-codes/${code.id}`).expect(200)).body.amount).toBe(15);
  });

  it('refuses to reopen a cancelled order whose customer has since used the code as often as it allows', async () => {
    const code = await newCode({ code: 'ONCEEACH', type: 'FIXED', amount: 20, perCustomerLimit: 1 });
    const who = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
    await apply(who, 'ONCEEACH').expect(200);
    const first: Order = (await place(who).expect(201)).body;
    await as(t, who.token).put(`/api/orders/${first.id}/cancel`).expect(200);
    await as(t, who.token).post('/api/cart/add').send({ productVariantId: wallet.variantId, quantity: 1 }).expect(200);
    await apply(who, 'ONCEEACH').expect(200);
    await place(who).expect(201);
    const reopen = await codes().put(`/api/admin/orders/${first.id}`).send({ deliveryStatus: 'PENDING' });
    expect([reopen.status, reopen.body.message]).toEqual([409, DISCOUNT_MESSAGES.cannotReopen]);
    expect((await usesOf(code.id)).used).toBe(1);
  });

  it('a free-delivery code waives the delivery charge, kept on the order, and COD is judged without it, as the check says', async () => {
    await newCode({ code: 'SHIPSFREE', type: 'FREE_DELIVERY' });
    // ₹1,048.99 with the charge is over the ₹1,000.00 limit; ₹999.99 without it is not.
    await codes()
      .put('/api/admin/delivery-settings')
      .send({ charge: 49, freeAbove: null, codLimit: 1000, codFee: 0, pincodes: { mode: 'all', list: [] }, zones: [] })
      .expect(200);
    try {
      const check = (query: Record<string, string>) =>
        t.http.get('/api/delivery/check').query({ pincode: '411001', value: '999.99', ...query });
      expect((await check({}).expect(200)).body).toMatchObject({
        cod: false,
        charge: 49,
        total: 1048.99,
        message: DELIVERY_MESSAGES.codOverLimit(100000),
      });
      expect((await check({ freeDelivery: 'true' }).expect(200)).body).toMatchObject({
        cod: true,
        charge: 0,
        total: 999.99,
        message: null,
      });
      expect((await check({ freeDelivery: 'yes' }).expect(400)).body.message).toEqual([
        'freeDelivery must be true or false',
      ]);

      const who = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
      expect((await apply(who, 'shipsfree').expect(200)).body).toMatchObject({
        code: { discount: 0, freeDelivery: true },
        total: 999.99,
      });
      const order: Order = (await place(who).expect(201)).body;
      expect(order).toMatchObject({ deliveryCharge: 49, codeDiscount: 49, orderTotal: 999.99 });
      // Without the code the same cart is over the limit.
      const without = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
      const refused = await place(without);
      expect([refused.status, refused.body.message]).toEqual([422, DELIVERY_MESSAGES.codOverLimit(100000)]);
    } finally {
      await codes()
        .put('/api/admin/delivery-settings')
        .send({ charge: 0, freeAbove: null, codLimit: null, codFee: 0, pincodes: { mode: 'all', list: [] }, zones: [] })
        .expect(200);
    }
  });

  it('a free-delivery code that waives nothing (delivery free anyway) is neither kept on the order nor counted', async () => {
    const once = await newCode({ code: 'SHIPONCE', type: 'FREE_DELIVERY', perCustomerLimit: 1 });
    const settings = (body: Record<string, unknown>) =>
      codes()
        .put('/api/admin/delivery-settings')
        .send({ codLimit: null, codFee: 0, pincodes: { mode: 'all', list: [] }, zones: [], ...body })
        .expect(200);
    await settings({ charge: 49, freeAbove: 1000 });
    try {
      const who = await shopper([{ variantId: tote.variantId, quantity: 1 }]);
      await apply(who, 'SHIPONCE').expect(200);
      // ₹2,000.00 is over the free-delivery amount: the code has no charge to waive.
      const first: Order = (await place(who).expect(201)).body;
      expect(first).toMatchObject({ deliveryCharge: 0, discountCode: null, codeDiscount: 0, orderTotal: 2000 });
      expect(await usesOf(once.id)).toMatchObject({ used: 0, discountGiven: 0 });
      expect(
        await sql('select count(*)::int as n from discount_code_redemptions where order_id = ?', [first.id]),
      ).toEqual([{ n: 0 }]);

      // Its one use per customer is still there for an order it gives something.
      await as(t, who.token)
        .post('/api/cart/add')
        .send({ productVariantId: wallet.variantId, quantity: 1 })
        .expect(200);
      await apply(who, 'SHIPONCE').expect(200);
      const second: Order = (await place(who).expect(201)).body;
      expect(second).toMatchObject({
        deliveryCharge: 49,
        discountCode: 'SHIPONCE',
        codeDiscount: 49,
        orderTotal: 999.99,
      });
      expect(await usesOf(once.id)).toMatchObject({ used: 1, discountGiven: 49 });
    } finally {
      await settings({ charge: 0, freeAbove: null });
    }
  });

  // Last: it makes the shop a registered GST seller.
  it('takes the code off before GST (the slab chosen after it), and shows it in the e-mail, tax invoice, webhook, dashboard, My Account and the admin order', async () => {
    const apparel = (await createCategory(t, admin, 'Code Apparel')).id;
    await multipart(as(t, admin).put(`/api/categories/${apparel}`), {
      name: 'Code Apparel',
      hsnCode: '6204',
      gstRule: JSON.stringify([
        { upTo: 2500, rate: 5 },
        { upTo: null, rate: 18 },
      ]),
    }).expect(200);
    const kurtas = (await createCategory(t, admin, 'Code Kurtas', apparel)).id;
    const kurta = await product('Code Kurta', kurtas, 2500.01);
    await multipart(as(t, admin).put('/api/company-details'), {
      name: 'Satchel Leather Works',
      gstin: '27AAPFU0939F1ZV',
      state: '27',
      registrationType: 'REGULAR',
    }).expect(200);
    await codes()
      .post('/api/admin/webhooks')
      .send({ url: 'http://127.0.0.1:9/hooks', events: ['order.placed'] })
      .expect(201);
    await newCode({ code: 'KURTA10', type: 'PERCENT', percent: 10, categoryIds: [apparel] });

    const who = await shopper([
      { variantId: kurta.variantId, quantity: 1 }, // ₹2,500.01: 18% before the code, 5% after
      { variantId: tote.variantId, quantity: 1 }, // ₹2,000.00, not in scope
    ]);
    await apply(who, 'KURTA10').expect(200);
    const placed: Order & { tax: number; createdAt: string } = (await place(who).expect(201)).body;
    expect(placed).toMatchObject({ discountCode: 'KURTA10', codeDiscount: 250, orderTotal: 4250.01 });
    const lines = await sql<{ amount: number; discount: number; rate: number; taxable: number; tax: number }>(
      `select unit_price_paise * quantity as amount, code_discount_paise::int as discount, gst_rate_bp as rate,
              taxable_paise::int as taxable, (cgst_paise + sgst_paise + igst_paise)::int as tax
         from order_lines where order_id = ? order by id`,
      [placed.id],
    );
    const kurtaTax = taxOfInclusive(250001 - 25000, 500);
    expect(lines).toEqual([
      { amount: 250001, discount: 25000, rate: 500, taxable: kurtaTax.taxablePaise, tax: kurtaTax.taxPaise },
      { amount: 200000, discount: 0, rate: 0, taxable: 200000, tax: 0 },
    ]);

    const email = await confirmationEmail(t, placed.id);
    expect(email.text).toContain('Code KURTA10: −₹250.00');
    expect(email.html).toContain('Code KURTA10');

    const [event] = await sql<{ data: Record<string, unknown> }>(
      `select payload->'data' as data from outbox_messages
        where payload->>'type' = 'order.placed' and (payload->'data'->>'orderId')::int = ?`,
      [placed.id],
    );
    expect(event.data).toMatchObject({ discountCode: 'KURTA10', codeDiscountPaise: 25000, totalPaise: 425001 });

    // The dashboard's day in India this order was placed on (from its createdAt, not the test's now,
    // which may be past India's midnight), against that day's orders.
    const placedOn = shopDate(new Date(placed.createdAt));
    const day = (await codes().get('/api/admin/dashboard').expect(200)).body.days.find(
      (entry: { date: string }) => entry.date === placedOn,
    );
    const [{ given }] = await sql<{ given: number }>(
      `select sum(code_discount_paise)::float8 / 100 as given from orders
        where delivery_status <> 'CANCELED' and created_at >= ? and created_at < ?`,
      [startOfShopDay(placedOn), endOfShopDay(placedOn)],
    );
    expect(day.codeDiscounts).toBe(given);
    expect(given).toBeGreaterThanOrEqual(250);

    const mine = (await as(t, who.token).get('/api/orders/my-orders').expect(200)).body;
    expect(mine[0]).toMatchObject({ id: placed.id, discountCode: 'KURTA10', codeDiscount: 250 });
    expect((await codes().get(`/api/admin/orders/${placed.id}`).expect(200)).body).toMatchObject({
      discountCode: 'KURTA10',
      codeDiscount: 250,
      items: [{ codeDiscount: 250 }, { codeDiscount: 0 }],
    });

    await codes().put(`/api/orders/${placed.id}/status`).send({ deliveryStatus: 'SHIPPED' }).expect(200);
    const invoice = pdfText((await binary(as(t, who.token).get(`/api/orders/${placed.id}/invoice`)).expect(200)).body);
    expect(invoice).toContain('TAX INVOICE');
    expect(invoice).toContain('Code KURTA10');
    expect(invoice).toContain('−₹250.00');
    expect(invoice).toContain('₹4,250.01');
  });

  /**
   * What the functions of the placing statement set for their calls (pg_proc.proconfig): those
   * Migration20261129160000 alters, and the stock's and the code's updates of Migration20261129190000.
   */
  const planSettings = (): Promise<{ name: string; config: string[] | null }[]> =>
    sql<{ name: string; config: string[] | null }>(
      `select p.oid::regprocedure::text as name, p.proconfig as config from pg_proc p
        where p.proname in ('satchel_discount_quote', 'satchel_redemption_limits', 'satchel_count_code_use',
                            'satchel_take_stock')
        order by 1`,
    );
  const GENERIC = ['plan_cache_mode=force_generic_plan'];

  it('the quote, the redemption trigger and the updates of stock and uses are planned once per connection', async () => {
    // Planned for the code row's values at hand, the quote's queries were planned again at every
    // call (docs/performance.md, Discount codes); every test above ran with the generic plans.
    expect(await planSettings()).toEqual([
      { name: 'satchel_count_code_use(integer,bigint)', config: GENERIC },
      { name: 'satchel_discount_quote(integer,integer,jsonb,timestamp with time zone)', config: GENERIC },
      { name: 'satchel_redemption_limits()', config: GENERIC },
      { name: 'satchel_take_stock(integer[],integer[])', config: GENERIC },
    ]);
  });

  it('the quote in steps gives the answers of the query it replaced, on 1,200 random codes and carts', async () => {
    // Migration20261201020000's steps against the one query before them, beside it under another
    // name: every type, scopes by category subtree and product, minimums, caps, used up, inactive;
    // carts of 0-6 lines with equal prices among them (ties for the last paise).
    const em = t.app.get(EntityManager).fork();
    await em.execute(
      DISCOUNT_QUOTE_READING_USES.replace('function satchel_discount_quote(', 'function satchel_quote_by_query('),
    );
    try {
      const [compared] = await em.transactional(async (tx) => {
        await tx.execute('select setseed(0.34)');
        await tx.execute(`insert into discount_codes (code, type, percent_bp, amount_paise, max_discount_paise,
              min_order_paise, category_ids, product_ids, active, usage_limit, created_at, updated_at)
          select 'RQ' || g, t.type,
                 case when t.type = 'PERCENT' then 1 + floor(random() * 10000)::int end,
                 case when t.type = 'FIXED' then 1 + floor(random() * 500000)::bigint end,
                 case when t.type = 'PERCENT' and random() < 0.4 then 1 + floor(random() * 100000)::bigint end,
                 case when random() < 0.3 then floor(random() * 400000)::bigint else 0 end,
                 case when random() < 0.3
                      then array(select id from categories where g > 0 order by random() limit 1 + floor(random() * 2)::int)
                      else '{}' end,
                 case when random() < 0.2
                      then array(select id from products where g > 0 order by random() limit 1 + floor(random() * 3)::int)
                      else '{}' end,
                 random() > 0.05, case when random() < 0.1 then 1 + floor(random() * 3)::int end, now(), now()
            from generate_series(1, 150) g
           cross join lateral (select (array['PERCENT', 'FIXED', 'FREE_DELIVERY'])[1 + floor(random() * 3 + 0 * g)::int]
                                 as type) t`);
        await tx.execute(`update discount_code_uses u set used = u.usage_limit
                             from discount_codes d where d.id = u.code_id and d.code like 'RQ%' and u.usage_limit is not null and random() < 0.5`);
        return tx.execute<{ cases: number; differ: number; shared: number; below: number; nothing: number }[]>(
          `with carts as (
             select d.id as code_id, (
                 select coalesce(jsonb_agg(jsonb_build_object('id', 1000 + n * 7 + k % 5, 'productId', p.id,
                          'categoryId', p.category_id,
                          'unitPricePaise', case when random() < 0.3 then 99900 else 1 + floor(random() * 300000)::bigint end,
                          'quantity', 1 + floor(random() * 4)::int)), '[]'::jsonb)
                   from generate_series(1, floor(random() * 7 + 0 * k + 0 * d.id)::int) n
                  cross join lateral (select id, category_id from products where n > 0 order by random() limit 1) p) as lines
               from discount_codes d, generate_series(1, 8) k where d.code like 'RQ%'),
           answers as (
             select (select jsonb_agg(to_jsonb(q) order by q.cart_item_id nulls last)
                       from satchel_quote_by_query(code_id, 0, lines, now()) q) as before,
                    (select jsonb_agg(to_jsonb(q) order by q.cart_item_id nulls last)
                       from satchel_discount_quote(code_id, 0, lines, now()) q) as steps
               from carts)
           select count(*)::int as cases, count(*) filter (where before is distinct from steps)::int as differ,
                  count(*) filter (where jsonb_array_length(before) > 2)::int as shared,
                  count(*) filter (where before::text like '%BELOW_MINIMUM%')::int as below,
                  count(*) filter (where before::text like '%NOTHING_ELIGIBLE%')::int as nothing
             from answers`,
        );
      });
      expect(compared.cases).toBe(1200);
      expect(compared.differ).toBe(0);
      // The cases cover what they should: shares over several lines, each problem of the sharing.
      expect(compared.shared).toBeGreaterThan(100);
      expect(compared.below).toBeGreaterThan(10);
      expect(compared.nothing).toBeGreaterThan(10);
    } finally {
      await em.execute("delete from discount_codes where code like 'RQ%'");
      await em.execute('drop function satchel_quote_by_query(int, int, jsonb, timestamptz)');
    }
  });

  it('its migrations go down and up again, and checkout works with a code after them', async () => {
    const em = t.app.get(EntityManager).fork();
    // Migration20261201010000 moves the uses to a row of their own and back, the counts kept.
    const kept = await newCode({ code: 'KEPT', type: 'FIXED', amount: 10, usageLimit: 5 });
    const keeper = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
    await apply(keeper, 'KEPT').expect(200);
    await place(keeper).expect(201);
    const uses = 'select code_id, used, discount_given_paise::float8 as given, usage_limit from';
    const usesBefore = await sql(`${uses} discount_code_uses order by code_id`);
    expect(usesBefore).toContainEqual({ code_id: kept.id, used: 1, given: 1000, usage_limit: 5 });
    // Migration20261201020000 gives the quote in steps, and back its query.
    const quote = "select pg_get_functiondef('satchel_discount_quote'::regproc) as definition";
    const [inSteps] = await sql<{ definition: string }>(quote);
    await runMigration(em, Migration20261201020000, 'down');
    const [byQuery] = await sql<{ definition: string }>(quote);
    expect(byQuery.definition).not.toBe(inSteps.definition);
    await runMigration(em, Migration20261201020000, 'up');
    expect(await sql(quote)).toEqual([inSteps]);
    await runMigration(em, Migration20261201020000, 'down');
    await runMigration(em, Migration20261201010000, 'down');
    expect(await sql("select to_regclass('discount_code_uses') as name")).toEqual([{ name: null }]);
    expect(await sql(`${uses} (select id as code_id, * from discount_codes) d order by code_id`)).toEqual(usesBefore);
    await runMigration(em, Migration20261201010000, 'up');
    expect(await sql(`${uses} discount_code_uses order by code_id`)).toEqual(usesBefore);
    await runMigration(em, Migration20261201010000, 'down');
    await runMigration(em, Migration20261129190000, 'down');
    expect((await planSettings()).map((fn) => fn.name)).toEqual([
      'satchel_discount_quote(integer,integer,jsonb,timestamp with time zone)',
      'satchel_redemption_limits()',
    ]);
    await runMigration(em, Migration20261129160000, 'down');
    expect((await planSettings()).map((fn) => fn.config)).toEqual([null, null]);
    await runMigration(em, Migration20261127113000, 'down');
    expect(await sql("select to_regclass('discount_codes') as name")).toEqual([{ name: null }]);
    await runMigration(em, Migration20261127113000, 'up');
    await runMigration(em, Migration20261129160000, 'up');
    await runMigration(em, Migration20261129190000, 'up');
    expect((await planSettings()).map((fn) => fn.config)).toEqual([GENERIC, GENERIC, GENERIC, GENERIC]);
    // Migration20261130190000 replaces five of the functions above, settings and all, and its
    // down gives back each one as it was.
    const definitions = (): Promise<{ name: string; definition: string }[]> =>
      sql<{ name: string; definition: string }>(
        `select p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as definition from pg_proc p
          where p.proname in ('satchel_discount_quote', 'satchel_redemption_limits', 'satchel_order_webhooks',
                              'satchel_line_tax', 'satchel_cart_tax')
          order by 1`,
      );
    const before = await definitions();
    expect(before).toHaveLength(5);
    await runMigration(em, Migration20261130190000, 'up');
    const after = await definitions();
    expect(after.map((fn) => fn.name)).toEqual(before.map((fn) => fn.name));
    after.forEach((fn, i) => expect(fn.definition).not.toBe(before[i].definition));
    expect((await planSettings()).map((fn) => fn.config)).toEqual([GENERIC, GENERIC, GENERIC, GENERIC]);
    await runMigration(em, Migration20261130190000, 'down');
    expect(await definitions()).toEqual(before);
    await runMigration(em, Migration20261130190000, 'up');
    expect(await definitions()).toEqual(after);
    await runMigration(em, Migration20261201010000, 'up');
    expect(await sql(quote)).toEqual([byQuery]);
    await runMigration(em, Migration20261201020000, 'up');
    expect(await sql(quote)).toEqual([inSteps]);
    expect((await planSettings()).map((fn) => fn.config)).toEqual([GENERIC, GENERIC, GENERIC, GENERIC]);

    const again = await newCode({ code: 'AGAIN', type: 'FIXED', amount: 10 });
    const who = await shopper([{ variantId: wallet.variantId, quantity: 1 }]);
    await apply(who, 'AGAIN').expect(200);
    expect((await place(who).expect(201)).body).toMatchObject({ discountCode: 'AGAIN', codeDiscount: 10 });
    expect(await usesOf(again.id)).toMatchObject({ used: 1, discountGiven: 10 });
  });
});
