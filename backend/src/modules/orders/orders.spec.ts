import { addDays, shopDate } from '@satchel/shared';
import { MikroORM } from '@mikro-orm/core';
import { ADMIN, createProduct, customerToken } from '../../../test/catalogue';
import { ADDRESS, as, customer, openShop, Shop } from '../../../test/shopping';
import { countQueries, createTestApp, TestApp } from '../../../test/test-app';

describe('orders over HTTP', () => {
  let t: TestApp;
  let shop: Shop;
  let admin: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    shop = await openShop(t);
    admin = as(t, shop.admin);
  });
  afterAll(() => t.close());

  const tanM = () => shop.tote.variants[0].id;
  const wallet = () => shop.wallet.variants[0].id;
  const stockOf = async (productId: number) =>
    (await t.http.get(`/api/products/${productId}`).expect(200)).body.variants.map((v: { stock: number }) => v.stock);
  const place = (token: string, addressId?: number, key?: string) => {
    const test = as(t, token).post('/api/orders/place');
    if (key) test.set('Idempotency-Key', key);
    return test.send({ addressId, paymentMethod: 'COD' });
  };

  it('places an order from the cart: database prices, copied lines and address, stock taken, cart emptied', async () => {
    const meera = await customer(t, 'meera', {
      address: true,
      cart: [
        { variantId: tanM(), quantity: 2 },
        { variantId: wallet(), quantity: 1 },
      ],
    });
    const order = (await place(meera.token, meera.addressId).expect(201)).body;
    // The day it was placed on in India (not the test's now: the two may straddle its midnight).
    const today = shopDate(new Date(order.createdAt));
    expect(order).toMatchObject({
      id: expect.any(Number),
      user: { firstName: 'meera', lastName: 'meera', email: 'meera@example.com' },
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      deliveryStatus: 'PENDING',
      status: 'PENDING',
      // 2 × 4999 + 1499.50
      orderTotal: 11497.5,
      address: ADDRESS,
      expectedDeliveryDate: addDays(today, 7),
      deliveredOn: null,
    });
    expect(order.items).toEqual([
      {
        id: expect.any(Number),
        quantity: 2,
        lineTotal: 9998,
        product: {
          id: shop.tote.id,
          name: 'Aarav Leather Tote',
          images: [expect.objectContaining({ url: expect.stringMatching(/^\/uploads\//) })],
          variant: { id: tanM(), size: 'M', color: 'Tan', originalPrice: 5999, discountPrice: 4999, price: 4999 },
        },
        // The shop has no GSTIN: it charges no GST.
        hsnCode: null,
        gstRate: null,
        codeDiscount: 0,
      },
      expect.objectContaining({
        quantity: 1,
        lineTotal: 1499.5,
        product: expect.objectContaining({
          name: 'Kabir Wallet',
          variant: {
            id: wallet(),
            size: 'One Size',
            color: 'Cognac',
            originalPrice: 1499.5,
            discountPrice: null,
            price: 1499.5,
          },
        }),
      }),
    ]);
    expect(await stockOf(shop.tote.id)).toEqual([3, 0]);
    expect(await stockOf(shop.wallet.id)).toEqual([2]);
    expect((await as(t, meera.token).get('/api/cart')).body.items).toEqual([]);

    const mine = await as(t, meera.token).get('/api/orders/my-orders').expect(200);
    expect(mine.body).toEqual([order]);
    expect(mine.headers['x-total-count']).toBe('1');
  });

  it('places an order whose total is beyond what a 32-bit integer holds (bigint paise)', async () => {
    const dear = await createProduct(t, shop.admin, {
      productName: 'Vault Trunk',
      categoryId: shop.categoryId,
      productVariants: [{ size: 'XL', color: 'Steel', stock: 300, originalPrice: 9_999_999.99, discountPrice: null }],
    });
    const rich = await customer(t, 'rich', {
      address: true,
      cart: [{ variantId: dear.variants[0].id, quantity: 300 }],
    });
    const order = (await place(rich.token, rich.addressId).expect(201)).body;
    expect(order.orderTotal).toBe(2_999_999_997);
    expect((await as(t, rich.token).get('/api/orders/my-orders').expect(200)).body[0].orderTotal).toBe(2_999_999_997);
    expect(await stockOf(dear.id)).toEqual([0]);
  });

  it('keeps a placed order as it was when the catalogue and the address book change', async () => {
    const ravi = await customer(t, 'ravi', { address: true, cart: [{ variantId: wallet(), quantity: 1 }] });
    const order = (await place(ravi.token, ravi.addressId).expect(201)).body;
    await as(t, ravi.token)
      .put(`/api/addresses/${ravi.addressId}`)
      .send({ ...ADDRESS, addressLine1: '1 New Street' })
      .expect(200);
    await admin.delete(`/api/products/${shop.wallet.id}`).expect(200);

    const [kept] = (await as(t, ravi.token).get('/api/orders/my-orders').expect(200)).body;
    expect(kept).toEqual({
      ...order,
      items: [
        {
          ...order.items[0],
          product: { ...order.items[0].product, id: null, variant: { ...order.items[0].product.variant, id: null } },
        },
      ],
    });
    // The picture the order shows is kept with it.
    await t.http.get(kept.items[0].product.images[0].url).expect(200);
  });

  it('refuses an empty cart, a foreign address, a variant short of stock and other payment methods', async () => {
    const asha = await customer(t, 'asha', { address: true });
    expect((await place(asha.token, asha.addressId).expect(400)).body.message).toBe('Your cart is empty');

    const dev = await customer(t, 'dev', { address: true, cart: [{ variantId: tanM(), quantity: 1 }] });
    expect((await place(dev.token, asha.addressId).expect(404)).body.message).toBe('Address not found');
    expect((await place(dev.token, undefined).expect(400)).body.message).toEqual(['Please select an address']);
    expect(
      (
        await as(t, dev.token)
          .post('/api/orders/place')
          .send({ addressId: dev.addressId, paymentMethod: 'CARD' })
          .expect(400)
      ).body.message,
    ).toEqual(['Only cash on delivery (COD) is available']);
    await as(t, dev.token)
      .post('/api/orders/place')
      .send({ addressId: dev.addressId, paymentMethod: 'COD', total: 1 })
      .expect(400);

    // Someone else buys the stock out from under dev's cart.
    const [stock] = await stockOf(shop.tote.id);
    const other = await customer(t, 'kiran', { address: true, cart: [{ variantId: tanM(), quantity: stock }] });
    await place(other.token, other.addressId).expect(201);
    expect((await place(dev.token, dev.addressId).expect(409)).body.message).toBe(
      'Aarav Leather Tote (M, Tan) is out of stock',
    );
    expect((await as(t, dev.token).get('/api/cart')).body.items).toHaveLength(1); // nothing lost
    expect((await as(t, dev.token).get('/api/orders/my-orders')).body).toEqual([]);
    await admin.put(`/api/orders/${(await as(t, other.token).get('/api/orders/my-orders')).body[0].id}/status`).send({
      deliveryStatus: 'CANCELED',
    });
    expect(await stockOf(shop.tote.id)).toEqual([stock, 0]);
  });

  it('gives a retried place-order with the same Idempotency-Key the first order', async () => {
    const noor = await customer(t, 'noor', { address: true, cart: [{ variantId: tanM(), quantity: 1 }] });
    const first = await place(noor.token, noor.addressId, 'checkout-noor-0001').expect(201);
    const again = await place(noor.token, noor.addressId, 'checkout-noor-0001').expect(200);
    expect(again.body).toEqual(first.body);
    expect((await as(t, noor.token).get('/api/orders/my-orders')).body).toHaveLength(1);
    expect((await place(noor.token, noor.addressId, 'bad key!').expect(400)).body.message).toBe(
      'Idempotency-Key must be 8 to 100 letters, digits or ._:-',
    );
  });

  it('refuses an Idempotency-Key reused for a different request (422), and still repeats the same one', async () => {
    const [satchel, belt] = await Promise.all(
      ['Mira Satchel', 'Dev Belt'].map((productName) =>
        createProduct(t, shop.admin, { productName, categoryId: shop.categoryId }),
      ),
    );
    const lina = await customer(t, 'lina', {
      address: true,
      cart: [{ variantId: satchel.variants[0].id, quantity: 1 }],
    });
    const first = await place(lina.token, lina.addressId, 'checkout-lina-0001').expect(201);
    const otherAddress = (await as(t, lina.token).post('/api/addresses').send(ADDRESS).expect(201)).body.id;
    expect((await place(lina.token, otherAddress, 'checkout-lina-0001').expect(422)).body.message).toBe(
      'This Idempotency-Key was already used for a different order request. Use a new key for a new order.',
    );
    // Another cart under the same key is another request too; nothing is placed or taken.
    await as(t, lina.token)
      .post('/api/cart/add')
      .send({ productVariantId: belt.variants[0].id, quantity: 1 })
      .expect(200);
    await place(lina.token, lina.addressId, 'checkout-lina-0001').expect(422);
    expect((await as(t, lina.token).get('/api/cart')).body.items).toHaveLength(1);
    // The cart again holds exactly what the order holds: the same request, the same order.
    const beltLine = (await as(t, lina.token).get('/api/cart')).body.items[0].id;
    await as(t, lina.token).delete(`/api/cart/remove/${beltLine}`).expect(200);
    await as(t, lina.token).post('/api/cart/add').send({ productVariantId: satchel.variants[0].id }).expect(200);
    expect((await place(lina.token, lina.addressId, 'checkout-lina-0001').expect(200)).body).toEqual(first.body);
    expect((await as(t, lina.token).get('/api/orders/my-orders')).body).toHaveLength(1);
  });

  it('lets a customer cancel their own pending order once, restoring the stock once', async () => {
    const [before] = await stockOf(shop.tote.id);
    const zara = await customer(t, 'zara', { address: true, cart: [{ variantId: tanM(), quantity: 2 }] });
    const order = (await place(zara.token, zara.addressId).expect(201)).body;
    expect((await stockOf(shop.tote.id))[0]).toBe(before - 2);

    const intruder = await customerToken(t, 'intruder');
    expect((await as(t, intruder).put(`/api/orders/${order.id}/cancel`).expect(404)).body.message).toBe(
      'Order not found',
    );

    const [a, b] = await Promise.all([
      as(t, zara.token).put(`/api/orders/${order.id}/cancel`),
      as(t, zara.token).put(`/api/orders/${order.id}/cancel`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.message).toBe('Only pending orders can be cancelled');
    expect((await stockOf(shop.tote.id))[0]).toBe(before);
    expect((await as(t, zara.token).get('/api/orders/my-orders')).body[0].deliveryStatus).toBe('CANCELED');
  });

  it('lets an admin set any status: stock follows CANCELED once, DELIVERED records the day and payment', async () => {
    const [before] = await stockOf(shop.tote.id);
    const omar = await customer(t, 'omar', { address: true, cart: [{ variantId: tanM(), quantity: 1 }] });
    const { id } = (await place(omar.token, omar.addressId).expect(201)).body;
    const set = (deliveryStatus: string) => admin.put(`/api/orders/${id}/status`).send({ deliveryStatus });

    expect((await set('SHIPPED').expect(200)).body).toMatchObject({ id, deliveryStatus: 'SHIPPED' });
    const delivered = (await set('DELIVERED').expect(200)).body;
    expect(delivered).toMatchObject({
      deliveryStatus: 'DELIVERED',
      paymentStatus: 'PAID',
      deliveredOn: expect.any(String),
    });
    expect((await as(t, omar.token).put(`/api/orders/${id}/cancel`).expect(409)).body.message).toBe(
      'Only pending orders can be cancelled',
    );

    await set('CANCELED').expect(200);
    await set('CANCELED').expect(200);
    expect((await stockOf(shop.tote.id))[0]).toBe(before);
    const reopened = (await set('PENDING').expect(200)).body;
    expect(reopened).toMatchObject({ deliveryStatus: 'PENDING', paymentStatus: 'PENDING', deliveredOn: null });
    expect((await stockOf(shop.tote.id))[0]).toBe(before - 1);

    // Reopening is refused while the stock it needs has been sold.
    await set('CANCELED').expect(200);
    const buyer = await customer(t, 'buyer', { address: true, cart: [{ variantId: tanM(), quantity: before }] });
    const bought = (await place(buyer.token, buyer.addressId).expect(201)).body;
    expect((await set('SHIPPED').expect(409)).body.message).toBe('Aarav Leather Tote (M, Tan) is out of stock');
    expect((await as(t, omar.token).get('/api/orders/my-orders')).body[0].deliveryStatus).toBe('CANCELED');
    await as(t, buyer.token).put(`/api/orders/${bought.id}/cancel`).expect(200);

    expect((await set('LOST').expect(400)).body.message).toEqual([
      'deliveryStatus must be one of PENDING, SHIPPED, DELIVERED, CANCELED',
    ]);
    await admin.put('/api/orders/999999/status').send({ deliveryStatus: 'SHIPPED' }).expect(404);
    await as(t, omar.token).put(`/api/orders/${id}/status`).send({ deliveryStatus: 'DELIVERED' }).expect(403);
  });

  it('lists every order for admins, newest first, filtered by status and day, paged with a total', async () => {
    const all = await admin.get('/api/orders/all').expect(200);
    const count = Number(all.headers['x-total-count']);
    expect(all.body).toHaveLength(count);
    expect(count).toBeGreaterThanOrEqual(7);
    const ids = all.body.map((o: { id: number }) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const page = await admin.get('/api/orders/all?page=2&limit=3').expect(200);
    expect(page.body.map((o: { id: number }) => o.id)).toEqual(ids.slice(3, 6));
    expect(page.headers['x-total-count']).toBe(String(count));

    const canceled = (await admin.get('/api/orders/all?status=CANCELED').expect(200)).body;
    expect(canceled.length).toBeGreaterThan(0);
    expect(canceled.every((o: { deliveryStatus: string }) => o.deliveryStatus === 'CANCELED')).toBe(true);

    // The days the orders were placed on in India (two when the run straddles its midnight).
    const days = all.body.map((o: { createdAt: string }) => shopDate(new Date(o.createdAt))).sort();
    const [first, last] = [days[0], days[days.length - 1]];
    expect((await admin.get(`/api/orders/all?from=${first}&to=${last}`).expect(200)).body).toHaveLength(count);
    expect((await admin.get(`/api/orders/all?from=${last}&to=${last}`).expect(200)).body).toHaveLength(
      days.filter((day: string) => day === last).length,
    );
    expect((await admin.get(`/api/orders/all?from=${addDays(last, 1)}`).expect(200)).body).toEqual([]);
    expect((await admin.get(`/api/orders/all?to=${addDays(first, -1)}`).expect(200)).body).toEqual([]);
    expect((await admin.get('/api/orders/all?from=yesterday').expect(400)).body.message).toEqual([
      'from must be a date (YYYY-MM-DD)',
    ]);
    expect((await admin.get('/api/orders/all?to=2026-11-01T10:00:00Z').expect(400)).body.message).toEqual([
      'to must be a date (YYYY-MM-DD)',
    ]);
    expect((await admin.get('/api/orders/all?status=LOST').expect(400)).body.message).toEqual([
      'status must be one of PENDING, SHIPPED, DELIVERED, CANCELED',
    ]);

    const customerToken_ = (await customer(t, 'peeker')).token;
    await as(t, customerToken_).get('/api/orders/all').expect(403);
    await t.http.get('/api/orders/all').expect(401);
    await t.http.get('/api/orders/my-orders').expect(401);
    await t.http.post('/api/orders/place').send({ addressId: 1, paymentMethod: 'COD' }).expect(401);
    expect(
      (await admin.post('/api/orders/place').send({ addressId: 1, paymentMethod: 'COD' }).expect(403)).body.message,
    ).toBe('Admins cannot place orders');
  });

  it('loads order lists in a fixed number of queries, whatever their length', async () => {
    const count = async (url: string) => {
      const { queries, result } = await countQueries(t, () => admin.get(url).expect(200));
      return { queries, orders: result.body.length };
    };
    const one = await count('/api/orders/all?page=1&limit=1');
    const five = await count('/api/orders/all?page=1&limit=5');
    const all = await count('/api/orders/all');
    expect([one.orders, five.orders]).toEqual([1, 5]);
    expect(all.orders).toBeGreaterThanOrEqual(7);
    expect(five.queries).toBe(one.queries);
    // The whole list is its own total: no count (findPage).
    expect(all.queries).toBe(one.queries - 1);
  });

  it('sends the confirmation on request only to the owner or an admin, and never twice', async () => {
    const lila = await customer(t, 'lila', { address: true, cart: [{ variantId: tanM(), quantity: 1 }] });
    const order = (await place(lila.token, lila.addressId).expect(201)).body;
    const ask = (token: string, body: object) => as(t, token).post('/api/orders/send-confirmation').send(body);

    const first = (await ask(lila.token, { orderData: order, email: 'someone@else.example' }).expect(200)).body;
    expect(['queued', 'sent']).toContain(first.status);
    await ask(shop.admin, { orderId: order.id }).expect(200);
    expect((await ask((await customer(t, 'nosy')).token, { orderId: order.id }).expect(404)).body.message).toBe(
      'Order not found',
    );
    expect((await ask(lila.token, {}).expect(400)).body.message).toBe('orderId is required');

    const rows = await t.app
      .get(MikroORM)
      .em.getConnection()
      .execute(`select count(*)::int as n from order_emails where order_id = ? and kind = 'CONFIRMATION'`, [order.id]);
    expect(rows[0].n).toBe(1);
  });
});
