import { MikroORM } from '@mikro-orm/core';
import {
  addDays,
  formatPaise,
  formatShopDate,
  refundablePaise,
  RETURN_MESSAGES as M,
  RETURN_REASON_LABELS,
  shopDate,
  taxOfInclusive,
} from '@satchel/shared';
import { ADMIN, adminToken, createCategory, createProduct, image, multipart } from '../../../test/catalogue';
import { binary, pdfText } from '../../../test/pdf';
import { as, customer, shopDaysOf, simpleRestList } from '../../../test/shopping';
import { startSmtpServer, TestSmtpServer } from '../../../test/smtp';
import { createTestApp, eventually, TestApp } from '../../../test/test-app';
import { OrderReturn } from './order-return.entity';
import { renderReturnEmail } from './return-email.template';

interface Return {
  id: number;
  orderId: number;
  status: string;
  requestedAt: string;
  refundable: number;
  items: { id: number; orderLineId: number; quantity: number; refundable: number; restockedAt: string | null }[];
  photos: { url: string }[];
  refund: { amount: number; method: string; reference: string; creditNoteNumber: string | null } | null;
}

/** Returns and refunds on the real database (PGlite, or PostgreSQL with DATABASE_URL): issue 32. */
describe('returns and refunds', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: string;
  let tote: { productId: number; variantId: number }; // ₹1,000.00
  let belt: { productId: number; variantId: number }; // ₹333.33
  let serial = 0;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    t.app.get(MikroORM).em.getConnection().execute<T[]>(query, params);
  const staff = () => as(t, admin);
  const stockOf = async (variantId: number) =>
    (await sql<{ stock: number }>('select stock from product_variants where id = ?', [variantId]))[0].stock;
  const upi = { destination: 'UPI', upiId: 'meera@okaxis' };

  /** A new customer's order of these lines (with `code` applied, if given), delivered (today unless told otherwise). */
  const deliveredOrder = async (lines: { variantId: number; quantity: number }[], deliver = true, code?: string) => {
    const name = `returner${++serial}`;
    const who = { ...(await customer(t, name, { address: true, cart: lines })), email: `${name}@example.com` };
    if (code) await as(t, who.token).post('/api/cart/discount').send({ code }).expect(200);
    const order = (
      await as(t, who.token)
        .post('/api/orders/place')
        .send({ addressId: who.addressId, paymentMethod: 'COD' })
        .expect(201)
    ).body as { id: number; orderTotal: number; items: { id: number; quantity: number }[] };
    let deliveredOn: string | null = null; // when the server recorded the delivery
    if (deliver) {
      const delivery = staff().put(`/api/orders/${order.id}/status`).send({ deliveryStatus: 'DELIVERED' });
      deliveredOn = (await delivery.expect(200)).body.deliveredOn;
    }
    return { ...who, order, deliveredOn, lineIds: order.items.map((item) => item.id) };
  };
  const ask = (who: { token: string }, orderId: number, body: Record<string, unknown>) =>
    as(t, who.token).post(`/api/orders/${orderId}/returns`).send(body);
  const step = (id: number, body: Record<string, unknown>) => staff().put(`/api/admin/returns/${id}`).send(body);
  /** A new customer's delivered order of one tote, and their request to return it, damaged. */
  const damagedToteReturn = async () => {
    const who = await deliveredOrder([{ variantId: tote.variantId, quantity: 1 }]);
    const made: Return = (
      await ask(who, who.order.id, {
        items: [{ orderLineId: who.lineIds[0], quantity: 1, reason: 'DAMAGED' }],
        ...upi,
      }).expect(201)
    ).body;
    return { who, made };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      ...ADMIN,
      SMTP_URL: smtp.url,
      MAIL_RETRY_MS: '200',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // The endpoint below refuses every delivery: it must not be paused (after 20 failures by
      // default) before the last test has read the events every return raised.
      WEBHOOK_PAUSE_AFTER: '1000',
    });
    admin = await adminToken(t);
    const category = (await createCategory(t, admin, 'Return Bags')).id;
    const product = async (name: string, price: number) => {
      const made = await createProduct(t, admin, {
        productName: name,
        categoryId: category,
        productVariants: [{ size: 'M', color: 'Tan', stock: 200, originalPrice: price, discountPrice: null }],
      });
      return { productId: made.id, variantId: made.variants[0].id };
    };
    tote = await product('Return Tote', 1000);
    belt = await product('Return Belt', 333.33);
    // Return events go to the outbox only while an endpoint listens.
    await staff()
      .post('/api/admin/webhooks')
      .send({ url: 'http://127.0.0.1:9/hooks', events: ['return.requested', 'return.updated', 'refund.recorded'] })
      .expect(201);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses every request it cannot take, saying why', async () => {
    const pending = await deliveredOrder([{ variantId: tote.variantId, quantity: 1 }], false);
    const item = { orderLineId: pending.lineIds[0], quantity: 1, reason: 'DAMAGED' };
    expect((await ask(pending, pending.order.id, { items: [item], ...upi })).body).toMatchObject({
      statusCode: 422,
      message: M.notDelivered,
    });

    const delivered = await deliveredOrder([
      { variantId: tote.variantId, quantity: 2 },
      { variantId: belt.variantId, quantity: 1 },
    ]);
    const [toteLine, beltLine] = delivered.lineIds;
    // Someone else's order is not found; staff cannot ask.
    await ask(pending, delivered.order.id, { items: [{ ...item, orderLineId: toteLine }], ...upi }).expect(404);
    await ask({ token: admin }, delivered.order.id, { items: [{ ...item, orderLineId: toteLine }], ...upi }).expect(
      403,
    );

    const refusals: [Record<string, unknown>, number, string | string[]][] = [
      [{ items: [], ...upi }, 400, [M.noItems]],
      [{ items: [{ ...item, orderLineId: toteLine, quantity: 0 }], ...upi }, 400, [M.quantity]],
      [{ items: [{ ...item, orderLineId: toteLine, reason: 'BORED' }], ...upi }, 400, [M.reasonRequired]],
      [{ items: [{ ...item, orderLineId: toteLine }] }, 400, [M.destinationRequired]],
      [{ items: [{ ...item, orderLineId: toteLine }], destination: 'UPI', upiId: 'not an id' }, 400, [M.upiFormat]],
      [
        {
          items: [{ ...item, orderLineId: toteLine }],
          destination: 'BANK',
          accountName: 'Meera',
          accountNumber: '12',
          ifsc: 'HDFC0001234',
        },
        400,
        [M.accountNumber],
      ],
      [
        {
          items: [{ ...item, orderLineId: toteLine }],
          destination: 'BANK',
          accountName: 'Meera',
          accountNumber: '001234567890',
          ifsc: 'HDFC1001234',
        },
        400,
        [M.ifsc],
      ],
      [{ items: [item, item].map((i) => ({ ...i, orderLineId: toteLine })), ...upi }, 400, M.lineTwice],
      [{ items: [{ ...item, orderLineId: pending.lineIds[0] }], ...upi }, 422, M.lineNotInOrder],
      [{ items: [{ ...item, orderLineId: toteLine, quantity: 3 }], ...upi }, 422, M.tooMany('Return Tote (M, Tan)', 2)],
      [
        { items: [{ ...item, orderLineId: beltLine }], ...upi, status: 'REFUNDED' },
        400,
        ['property status should not exist'],
      ],
    ];
    for (const [body, status, message] of refusals) {
      const response = await ask(delivered, delivered.order.id, body);
      expect([response.status, response.body.message]).toEqual([status, message]);
    }

    // A bank account in the right shape is taken; the IFSC in capitals, the spaces out of the number.
    const bank = await ask(delivered, delivered.order.id, {
      items: [{ ...item, orderLineId: beltLine }],
      destination: 'BANK',
      accountName: 'Meera Iyer',
      accountNumber: '0012 3456 7890',
      ifsc: 'hdfc0001234',
    }).expect(201);
    expect(bank.body).toMatchObject({ accountNumber: '001234567890', ifsc: 'HDFC0001234', upiId: null });

    // Eight days after delivery, the 7-day window is closed. The test picks the instant (not the
    // database's now()), so its day in India is the one the server reads back.
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await sql(`update orders set delivered_on = ? where id = ?`, [eightDaysAgo, delivered.order.id]);
    const lastDay = addDays(shopDate(eightDaysAgo), 7);
    const late = await ask(delivered, delivered.order.id, { items: [{ ...item, orderLineId: toteLine }], ...upi });
    expect([late.status, late.body.message]).toEqual([422, M.windowClosed(formatShopDate(lastDay))]);
    expect(
      (await as(t, delivered.token).get(`/api/orders/${delivered.order.id}/returnable`).expect(200)).body,
    ).toMatchObject({
      open: false,
      returnableUntil: lastDay,
    });
    // The owner widens the window: the same request is taken.
    const settings = (await staff().get('/api/admin/delivery-settings').expect(200)).body;
    expect(settings.returnWindowDays).toBe(7);
    await staff()
      .put('/api/admin/delivery-settings')
      .send({ ...settings, updatedAt: undefined, returnWindowDays: 30 })
      .expect(200);
    await ask(delivered, delivered.order.id, { items: [{ ...item, orderLineId: toteLine }], ...upi }).expect(201);
    // A window of 0 days stops returns, even on the day of delivery; no window at all is refused.
    const today = await deliveredOrder([{ variantId: belt.variantId, quantity: 1 }]);
    const windowOf = (days: number | null) =>
      staff()
        .put('/api/admin/delivery-settings')
        .send({ ...settings, updatedAt: undefined, returnWindowDays: days });
    await windowOf(0).expect(200);
    const closed = await ask(today, today.order.id, { items: [{ ...item, orderLineId: today.lineIds[0] }], ...upi });
    // Its last day is the day of delivery in India (from the server's record, not the test's now).
    const deliveryDay = shopDate(new Date(today.deliveredOn!));
    expect([closed.status, closed.body.message]).toEqual([422, M.windowClosed(formatShopDate(deliveryDay))]);
    const none = await windowOf(null);
    expect([none.status, none.body.message]).toEqual([400, [M.windowDays]]);
    await windowOf(7).expect(200);
  });

  it('refuses a return of units a code made free: nothing could be refunded, so it could never be closed', async () => {
    await staff()
      .post('/api/admin/discount-codes')
      .send({ code: 'RETURNFREE', type: 'PERCENT', percent: 100 })
      .expect(201);
    const who = await deliveredOrder([{ variantId: belt.variantId, quantity: 2 }], true, 'RETURNFREE');
    const { order } = who;
    expect(order.orderTotal).toBe(0);
    // The form is told before anyone asks: both units returnable, nothing to refund for them.
    expect((await as(t, who.token).get(`/api/orders/${order.id}/returnable`).expect(200)).body).toMatchObject({
      open: true,
      lines: [{ orderLineId: who.lineIds[0], returnable: 2, refundable: 0 }],
    });
    const item = { orderLineId: who.lineIds[0], quantity: 1, reason: 'DAMAGED' };
    expect((await ask(who, order.id, { items: [item], ...upi })).body).toMatchObject({
      statusCode: 422,
      message: M.freeItem('Return Belt (M, Tan)'),
    });
    const returnsOf = (orderId: number) =>
      sql('select count(*)::int as n from order_returns where order_id = ?', [orderId]);
    expect(await returnsOf(order.id)).toEqual([{ n: 0 }]);

    // A free line beside a paid one, as the form never offers it: refused whole, the paid line alone taken.
    await staff()
      .post('/api/admin/discount-codes')
      .send({ code: 'FREEBELT', type: 'PERCENT', percent: 100, productIds: [belt.productId] })
      .expect(201);
    const both = await deliveredOrder(
      [
        { variantId: tote.variantId, quantity: 1 },
        { variantId: belt.variantId, quantity: 1 },
      ],
      true,
      'FREEBELT',
    );
    expect(both.order.orderTotal).toBe(1000);
    const [toteLine, beltLine] = both.lineIds;
    const mixed = await ask(both, both.order.id, {
      items: [
        { orderLineId: toteLine, quantity: 1, reason: 'DAMAGED' },
        { orderLineId: beltLine, quantity: 1, reason: 'DAMAGED' },
      ],
      ...upi,
    });
    expect([mixed.status, mixed.body.message]).toEqual([422, M.freeItem('Return Belt (M, Tan)')]);
    expect(await returnsOf(both.order.id)).toEqual([{ n: 0 }]);
    await ask(both, both.order.id, {
      items: [{ orderLineId: toteLine, quantity: 1, reason: 'DAMAGED' }],
      ...upi,
    }).expect(201);

    // A line with something left to refund whose chosen units' share rounds down to nothing: 2 paise over 3 units.
    await staff()
      .post('/api/admin/discount-codes')
      .send({ code: 'ALMOSTFREE', type: 'FIXED', amount: 999.97 })
      .expect(201);
    const almost = await deliveredOrder([{ variantId: belt.variantId, quantity: 3 }], true, 'ALMOSTFREE');
    expect(almost.order.orderTotal).toBe(0.02);
    const one = await ask(almost, almost.order.id, {
      items: [{ orderLineId: almost.lineIds[0], quantity: 1, reason: 'DAMAGED' }],
      ...upi,
    });
    expect([one.status, one.body.message]).toEqual([422, M.nothingToRefund]);
    await ask(almost, almost.order.id, {
      items: [{ orderLineId: almost.lineIds[0], quantity: 2, reason: 'DAMAGED' }],
      ...upi,
    }).expect(201);
  });

  it('takes up to 3 photos, checked as images', async () => {
    const who = await deliveredOrder([{ variantId: tote.variantId, quantity: 1 }]);
    const fields = { items: JSON.stringify([{ orderLineId: who.lineIds[0], quantity: 1, reason: 'DAMAGED' }]), ...upi };
    const photo = async () => ({ field: 'photos', data: await image({ width: 64, height: 48 }), name: 'scuff.png' });
    const tooMany = await multipart(as(t, who.token).post(`/api/orders/${who.order.id}/returns`), fields, [
      await photo(),
      await photo(),
      await photo(),
      await photo(),
    ]);
    expect([tooMany.status, tooMany.body.message]).toEqual([400, M.photosTooMany]);
    const notImage = await multipart(as(t, who.token).post(`/api/orders/${who.order.id}/returns`), fields, [
      { field: 'photos', data: Buffer.from('not a picture'), name: 'photo.png' },
    ]);
    expect(notImage.status).toBe(400);
    const made = await multipart(as(t, who.token).post(`/api/orders/${who.order.id}/returns`), fields, [
      await photo(),
      await photo(),
    ]).expect(201);
    expect(made.body.photos).toHaveLength(2);
    await t.http.get(made.body.photos[0].url).expect(200);
  });

  it('counts units across returns of one order; a rejected return gives its units back to ask for', async () => {
    const who = await deliveredOrder([{ variantId: tote.variantId, quantity: 3 }]);
    const line = who.lineIds[0];
    const first: Return = (
      await ask(who, who.order.id, {
        items: [{ orderLineId: line, quantity: 2, reason: 'SIZE_OR_FIT' }],
        ...upi,
      }).expect(201)
    ).body;
    const again = await ask(who, who.order.id, {
      items: [{ orderLineId: line, quantity: 2, reason: 'SIZE_OR_FIT' }],
      ...upi,
    });
    expect([again.status, again.body.message]).toEqual([422, M.tooMany('Return Tote (M, Tan)', 1)]);
    const second: Return = (
      await ask(who, who.order.id, {
        items: [{ orderLineId: line, quantity: 1, reason: 'CHANGED_MIND' }],
        ...upi,
      }).expect(201)
    ).body;
    // ₹3,000.00 over 3 units: each return its share, the two together never more than was paid.
    expect([first.refundable, second.refundable]).toEqual([2000, 1000]);
    const full = await ask(who, who.order.id, { items: [{ orderLineId: line, quantity: 1, reason: 'OTHER' }], ...upi });
    expect([full.status, full.body.message]).toEqual([422, M.tooMany('Return Tote (M, Tan)', 0)]);

    for (const bad of [{ note: null }, { restock: null }, { status: 'LOST' }, { refund: { amount: -1 } }]) {
      const refused = await step(first.id, bad);
      expect([JSON.stringify(bad), refused.status]).toEqual([JSON.stringify(bad), 400]);
    }
    const rejectBare = await step(first.id, { status: 'REJECTED' });
    expect([rejectBare.status, rejectBare.body.message]).toEqual([400, M.noteRequired]);
    await step(first.id, { status: 'REJECTED', note: 'The tote has been used.' }).expect(200);
    const returnable = (await as(t, who.token).get(`/api/orders/${who.order.id}/returnable`).expect(200)).body;
    expect(returnable).toMatchObject({
      open: true,
      lines: [{ orderLineId: line, quantity: 3, returnable: 2, refundable: 2000 }],
    });
    const third: Return = (
      await ask(who, who.order.id, { items: [{ orderLineId: line, quantity: 2, reason: 'OTHER' }], ...upi }).expect(201)
    ).body;

    // The customer's list, newest first, paged; staff filter by order and status.
    const mine = await as(t, who.token).get('/api/returns/my?page=1&limit=2').expect(200);
    expect(mine.headers['x-total-count']).toBe('3');
    expect(mine.body.map((r: Return) => r.status)).toEqual(['REQUESTED', 'REQUESTED']);
    const rejected = await simpleRestList(staff(), '/api/admin/returns', {
      filter: { orderId: who.order.id, status: 'REJECTED' },
    }).expect(200);
    expect(rejected.body.map((r: Return) => r.id)).toEqual([first.id]);
    expect(rejected.headers['content-range']).toBe('returns 0-0/1');
    // The days in India they were asked on, not the test's today (two when the test straddles its midnight).
    const { first: firstDay, last: lastDay, onLast } = shopDaysOf([first, second, third].map((r) => r.requestedAt));
    const byDay = (from: string, to: string) =>
      simpleRestList(staff(), '/api/admin/returns', {
        filter: { q: `#${who.order.id}`, requested_gte: from, requested_lte: to },
      }).expect(200);
    expect((await byDay(firstDay, lastDay)).body).toHaveLength(3);
    expect((await byDay(lastDay, lastDay)).body).toHaveLength(onLast);
    // Another customer sees none of them.
    const other = await customer(t, `onlooker${++serial}`);
    await as(t, other.token).get(`/api/returns/${first.id}`).expect(404);
    expect((await as(t, other.token).get('/api/returns/my').expect(200)).body).toEqual([]);
    // An order with returns stays delivered.
    const cancel = await staff().put(`/api/orders/${who.order.id}/status`).send({ deliveryStatus: 'CANCELED' });
    expect([cancel.status, cancel.body.message]).toEqual([409, M.hasReturns]);
  });

  it('puts units back in stock exactly once under 10 concurrent RECEIVED requests, and only the lines chosen', async () => {
    const who = await deliveredOrder([
      { variantId: tote.variantId, quantity: 2 },
      { variantId: belt.variantId, quantity: 2 },
    ]);
    const [toteLine, beltLine] = who.lineIds;
    const made: Return = (
      await ask(who, who.order.id, {
        items: [
          { orderLineId: toteLine, quantity: 2, reason: 'DAMAGED' },
          { orderLineId: beltLine, quantity: 1, reason: 'WRONG_ITEM' },
        ],
        ...upi,
      }).expect(201)
    ).body;
    const early = await step(made.id, { status: 'RECEIVED', restock: true });
    expect([early.status, early.body.message]).toEqual([409, M.transition('REQUESTED', 'RECEIVED')]);
    await step(made.id, { status: 'APPROVED', note: 'Please send them by courier.' }).expect(200);
    const [toteBefore, beltBefore] = [await stockOf(tote.variantId), await stockOf(belt.variantId)];

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => step(made.id, { status: 'RECEIVED', restock: [toteLine] })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await stockOf(tote.variantId)).toBe(toteBefore + 2);
    expect(await stockOf(belt.variantId)).toBe(beltBefore);
    // The belt later, also once however often.
    await Promise.all(Array.from({ length: 3 }, () => step(made.id, { restock: true }).expect(200)));
    expect(await stockOf(tote.variantId)).toBe(toteBefore + 2);
    expect(await stockOf(belt.variantId)).toBe(beltBefore + 1);
    const received: Return = (await staff().get(`/api/admin/returns/${made.id}`).expect(200)).body;
    expect(received.items.every((line) => line.restockedAt)).toBe(true);
    const notInReturn = await step(made.id, { restock: [999999] });
    expect([notInReturn.status, notInReturn.body.message]).toEqual([422, M.restockNotInReturn]);
    // Staff's stock moves are in the audit log, with the return's steps.
    const audit = await sql<{ entity: string; entity_id: string }>(
      `select entity, entity_id from audit_log where entity in ('return', 'product') and entity_id in (?, ?, ?)`,
      [String(made.id), String(tote.productId), String(belt.productId)],
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        { entity: 'return', entity_id: String(made.id) },
        { entity: 'product', entity_id: String(tote.productId) },
        { entity: 'product', entity_id: String(belt.productId) },
      ]),
    );
  });

  it('bounds the refund by what the units were paid after the code, and issues a credit note with its tax', async () => {
    await multipart(staff().put('/api/company-details'), {
      name: 'Satchel Leather Works',
      gstin: '27AAPFU0939F1ZV',
      state: '27',
      registrationType: 'REGULAR',
    }).expect(200);
    const category = (await createCategory(t, admin, 'Return Taxed')).id;
    await multipart(staff().put(`/api/categories/${category}`), {
      name: 'Return Taxed',
      hsnCode: '4202',
      gstRule: JSON.stringify([{ upTo: null, rate: 18 }]),
    }).expect(200);
    const made = await createProduct(t, admin, {
      productName: 'Return Satchel',
      categoryId: category,
      productVariants: [{ size: 'M', color: 'Tan', stock: 50, originalPrice: 999.99, discountPrice: null }],
    });
    await staff().post('/api/admin/discount-codes').send({ code: 'RETURN100', type: 'FIXED', amount: 100 }).expect(201);
    const who = await customer(t, `returner${++serial}`, {
      address: true,
      cart: [
        { variantId: made.variants[0].id, quantity: 3 },
        { variantId: belt.variantId, quantity: 1 },
      ],
    });
    await as(t, who.token).post('/api/cart/discount').send({ code: 'RETURN100' }).expect(200);
    const order = (
      await as(t, who.token)
        .post('/api/orders/place')
        .send({ addressId: who.addressId, paymentMethod: 'COD' })
        .expect(201)
    ).body as { id: number; items: { id: number; codeDiscount: number; lineTotal: number }[] };
    const invoicedFrom = shopDate(new Date()); // India's day before the invoice is issued (on shipping)
    await staff().put(`/api/orders/${order.id}/status`).send({ deliveryStatus: 'SHIPPED' }).expect(200);
    await staff().put(`/api/orders/${order.id}/status`).send({ deliveryStatus: 'DELIVERED' }).expect(200);
    const [satchelLine] = order.items;
    const paid = Math.round(satchelLine.lineTotal * 100) - Math.round(satchelLine.codeDiscount * 100);
    expect(satchelLine.codeDiscount).toBeGreaterThan(0);
    const returnableLine = async () =>
      (await as(t, who.token).get(`/api/orders/${order.id}/returnable`).expect(200)).body.lines.find(
        (line: { orderLineId: number }) => line.orderLineId === satchelLine.id,
      );
    // Before any return, every unit left may refund what the line was paid, to the paisa.
    expect(await returnableLine()).toMatchObject({ returnable: 3, refundable: paid / 100 });

    const asked: Return = (
      await ask(who, order.id, {
        items: [{ orderLineId: satchelLine.id, quantity: 2, reason: 'NOT_AS_DESCRIBED' }],
        ...upi,
      }).expect(201)
    ).body;
    const max = refundablePaise(paid, 3, { units: 0, paise: 0 }, 2);
    expect(asked.refundable).toBe(max / 100);
    // The unit left may refund the rest: the two never more than was paid, however it divides.
    expect(await returnableLine()).toMatchObject({ returnable: 1, refundable: (paid - max) / 100 });
    await step(asked.id, { status: 'APPROVED' }).expect(200);
    const early = await step(asked.id, { status: 'REFUNDED', refund: { amount: 10, method: 'UPI', reference: 'X1' } });
    expect([early.status, early.body.message]).toEqual([409, M.transition('APPROVED', 'REFUNDED')]);
    await step(asked.id, { status: 'RECEIVED', restock: true }).expect(200);
    const missing = await step(asked.id, { status: 'REFUNDED' });
    expect([missing.status, missing.body.message]).toEqual([400, M.refundRequired]);
    const tooMuch = await step(asked.id, {
      status: 'REFUNDED',
      refund: { amount: (max + 1) / 100, method: 'UPI', reference: 'UPI-412345678901' },
    });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([422, M.refundTooLarge(max)]);
    const refunded: Return = (
      await step(asked.id, {
        status: 'REFUNDED',
        refund: { amount: max / 100, method: 'UPI', reference: 'UPI-412345678901' },
      }).expect(200)
    ).body;
    expect(refunded.status).toBe('REFUNDED');
    expect(refunded.refund).toMatchObject({ amount: max / 100, method: 'UPI', reference: 'UPI-412345678901' });
    expect(refunded.refund!.creditNoteNumber).toMatch(/^CN\/\d{4}-\d{2}\/\d+$/);
    // refund.recorded names the credit note.
    const [recorded] = await sql<{ data: Record<string, unknown> }>(
      `select payload->'data' as data from outbox_messages
        where payload->>'type' = 'refund.recorded' and (payload->'data'->>'returnId')::int = ?`,
      [asked.id],
    );
    expect(recorded.data).toMatchObject({ creditNote: refunded.refund!.creditNoteNumber, amountPaise: max });
    // A refunded return is done: nothing more moves it.
    const after = await step(asked.id, { status: 'RECEIVED' });
    expect(after.status).toBe(409);

    // The credit note's line: the refund, its GST at the line's rate, split within the state.
    const [credited] = await sql<{ refund: number; taxable: number; cgst: number; sgst: number; igst: number }>(
      `select refund_paise::int as refund, taxable_paise::int as taxable, cgst_paise::int as cgst,
              sgst_paise::int as sgst, igst_paise::int as igst from order_return_lines where order_return_id = ?`,
      [asked.id],
    );
    const tax = taxOfInclusive(max, 1800);
    expect(credited).toEqual({
      refund: max,
      taxable: tax.taxablePaise,
      cgst: Math.floor(tax.taxPaise / 2),
      sgst: tax.taxPaise - Math.floor(tax.taxPaise / 2),
      igst: 0,
    });
    const pdf = pdfText((await binary(as(t, who.token).get(`/api/returns/${asked.id}/credit-note`)).expect(200)).body);
    expect(pdf).toContain('CREDIT NOTE');
    expect(pdf).toContain(refunded.refund!.creditNoteNumber);
    expect(pdf).toContain(formatPaise(max));
    // The order's own credit note (a cancellation's) is not this one.
    await as(t, who.token).get(`/api/orders/${order.id}/credit-note`).expect(404);
    // The GST report takes the credited units away on the day of the credit note. Asked from the day
    // before the invoice to today: one day, two if the test straddles India's midnight.
    const [from, to] = [invoicedFrom, shopDate(new Date())];
    const report = (await staff().get(`/api/admin/reports/gst?from=${from}&to=${to}`).expect(200)).text;
    const hsn = report.split('\r\n').find((row) => row.startsWith('HSN,,4202,18,'));
    const invoicedTax = taxOfInclusive(
      Math.round(satchelLine.lineTotal * 100) - Math.round(satchelLine.codeDiscount * 100),
      1800,
    );
    expect(hsn?.split(',')[4]).toBe('1'); // 3 sold, 2 credited
    expect(hsn?.split(',')[5]).toBe(((invoicedTax.taxablePaise - tax.taxablePaise) / 100).toFixed(2));
  });

  it("renders each step's e-mail from what that step knew: a RECEIVED e-mail sent after the refund still says what may be refunded", async () => {
    const { made } = await damagedToteReturn();
    for (const body of [
      { status: 'APPROVED' },
      { status: 'RECEIVED', restock: true },
      { status: 'REFUNDED', refund: { amount: 600, method: 'UPI', reference: 'UPI-PART' } },
    ]) {
      await step(made.id, body).expect(200);
    }
    // As the e-mail job loads it, when a retry of the RECEIVED e-mail runs after the refund.
    const entity = await t.app
      .get(MikroORM)
      .em.fork()
      .findOneOrFail(OrderReturn, made.id, { populate: ['user', 'order', 'lines.orderLine', 'creditNote'] });
    const shop = { name: 'Satchel', url: 'http://shop' };
    const received = renderReturnEmail('RECEIVED', entity, shop).text;
    expect(received).toContain('We will refund up to ₹1,000.00');
    expect(received).toContain(`× 1 · ${RETURN_REASON_LABELS.DAMAGED}: ₹1,000.00`);
    expect(received).not.toContain('₹600.00');
    const refunded = renderReturnEmail('REFUNDED', entity, shop).text;
    expect(refunded).toContain('We have refunded ₹600.00 by UPI (reference UPI-PART).');
    expect(refunded).toContain(`× 1 · ${RETURN_REASON_LABELS.DAMAGED}: ₹600.00`);
  });

  it('e-mails the customer once at each step and raises each webhook once', async () => {
    const { who, made } = await damagedToteReturn();
    for (const body of [
      { status: 'APPROVED', note: 'Send it to our Mumbai studio.' },
      { status: 'APPROVED' },
      { status: 'RECEIVED', restock: true },
      { status: 'RECEIVED', restock: true },
      { status: 'REFUNDED', refund: { amount: 1000, method: 'UPI', reference: 'UPI-1' } },
    ]) {
      await step(made.id, body).expect(200);
    }
    const address = who.email;
    const subjects = [
      `We have your return request #${made.id} for order #${who.order.id}`,
      `Your return #${made.id} is approved`,
      `We have received your return #${made.id}`,
      `Your refund for return #${made.id}`,
    ];
    await eventually(async () =>
      subjects.every((subject) => smtp.mailsTo(address, new RegExp(`^${subject}$`)).length) ? true : undefined,
    );
    for (const subject of subjects) {
      const mails = smtp.mailsTo(address, new RegExp(`^${subject}$`));
      expect([subject, mails.length]).toEqual([subject, 1]);
    }
    const refundMail = smtp.mailsTo(address, /Your refund/)[0];
    expect(refundMail.text).toContain('We have refunded ₹1,000.00 by UPI (reference UPI-1).');
    expect(smtp.mailsTo(address, /approved/)[0].text).toContain('A note from us: Send it to our Mumbai studio.');

    const events = await sql<{ type: string; data: Record<string, unknown> }>(
      `select payload->>'type' as type, payload->'data' as data from outbox_messages
        where queue = 'webhooks' and (payload->'data'->>'returnId')::int = ? order by id`,
      [made.id],
    );
    expect(
      events.map((event: { type: string; data: Record<string, unknown> }) => [event.type, event.data.to ?? null]),
    ).toEqual([
      ['return.requested', null],
      ['return.updated', 'APPROVED'],
      ['return.updated', 'RECEIVED'],
      ['return.updated', 'REFUNDED'],
      ['refund.recorded', null],
    ]);
    expect(events[0].data).toMatchObject({
      orderId: who.order.id,
      items: [{ orderLineId: who.lineIds[0], quantity: 1, reason: 'DAMAGED' }],
      refundablePaise: 100000,
    });
    expect(events[4].data).toMatchObject({ amountPaise: 100000, method: 'UPI', reference: 'UPI-1' });

    // The dashboard counts the day's refunds and the returns waiting for staff: the day in India this
    // refund was paid on (from its refundedAt, not the test's now, which may be past India's midnight).
    const refundedAt = (await staff().get(`/api/admin/returns/${made.id}`).expect(200)).body.refund.refundedAt;
    const today = shopDate(new Date(refundedAt));
    const dashboard = (await staff().get('/api/admin/dashboard').expect(200)).body;
    const [{ refunded, open }] = await sql<{ refunded: number; open: number }>(
      `select (select coalesce(sum(refund_paise), 0) from order_returns
                where to_char(refunded_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') = ?)::float8 / 100 as refunded,
              (select count(*) from order_returns where status in ('REQUESTED', 'APPROVED', 'RECEIVED'))::int as open`,
      [today],
    );
    expect(refunded).toBeGreaterThanOrEqual(1000);
    expect(dashboard.days.find((day: { date: string }) => day.date === today).refunds).toBe(refunded);
    expect(dashboard.openReturns).toBe(open);
  });
});
