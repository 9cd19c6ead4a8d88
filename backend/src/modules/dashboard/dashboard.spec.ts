import { addDays, shopDate } from '@satchel/shared';
import { MikroORM } from '@mikro-orm/core';
import { ADMIN } from '../../../test/catalogue';
import { as, customer, openShop, Shop } from '../../../test/shopping';
import { createTestApp, TestApp } from '../../../test/test-app';

describe('admin dashboard over HTTP', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    shop = await openShop(t);
  });
  afterAll(() => t.close());

  async function order(
    token: string,
    addressId: number,
    variantId: number,
    quantity: number,
  ): Promise<{ id: number; createdAt: string }> {
    await as(t, token).post('/api/cart/add').send({ productVariantId: variantId, quantity }).expect(200);
    return (await as(t, token).post('/api/orders/place').send({ addressId, paymentMethod: 'COD' }).expect(201)).body;
  }

  it('counts the tiles and sums orders and revenue per shop day for the last 30 days', async () => {
    const asha = await customer(t, 'asha', { address: true });
    await customer(t, 'bela');
    const today = await order(asha.token, asha.addressId!, shop.wallet.variants[0].id, 2); // ₹2,999
    const canceled = await order(asha.token, asha.addressId!, shop.tote.variants[0].id, 1); // ₹4,999
    const earlier = await order(asha.token, asha.addressId!, shop.wallet.variants[0].id, 1); // ₹1,499.50
    const tooOld = await order(asha.token, asha.addressId!, shop.tote.variants[0].id, 1);
    const admin = as(t, shop.admin);
    await admin.put(`/api/admin/orders/${canceled.id}`).send({ deliveryStatus: 'CANCELED' }).expect(200);
    await admin.put(`/api/admin/orders/${today.id}`).send({ deliveryStatus: 'SHIPPED' }).expect(200);
    const connection = t.app.get(MikroORM).em.getConnection();
    // An instant the test picks (not the database's now()), so that it knows its day in India.
    const twoDaysAgoAt = new Date(Date.now() - 2 * 86_400_000);
    await connection.execute(`update orders set created_at = ? where id = ?`, [twoDaysAgoAt, earlier.id]);
    await connection.execute(`update orders set created_at = now() - interval '40 days' where id = ?`, [tooOld.id]);

    const before = shopDate(new Date());
    const { body } = await admin.get('/api/admin/dashboard').expect(200);
    const after = shopDate(new Date());
    expect(body).toMatchObject({
      categories: 1,
      products: 2,
      pendingOrders: 2,
      customers: 2,
      openReturns: 0,
      companyName: '',
    });
    expect(body.days).toHaveLength(30);
    // The last day is the dashboard's today: India's day just before or just after the request (they
    // differ only when the request straddles India's midnight).
    const todayDate = body.days[29].date;
    expect([before, after]).toContain(todayDate);
    expect(body.days[0].date).toBe(addDays(todayDate, -29));
    const on = (date: string) => body.days.find((day: { date: string }) => day.date === date);
    // Today's two orders count on the day in India each was placed on, from its createdAt (not the
    // test's now): one day, unless the test straddles India's midnight. The canceled one has no revenue.
    const placedOn = (placed: { createdAt: string }) => shopDate(new Date(placed.createdAt));
    for (const date of new Set([placedOn(today), placedOn(canceled)])) {
      expect(on(date)).toEqual({
        date,
        orders: [today, canceled].filter((placed) => placedOn(placed) === date).length,
        revenue: placedOn(today) === date ? 2999 : 0,
        tax: 0,
        codeDiscounts: 0,
        refunds: 0,
      });
    }
    const twoDaysAgo = shopDate(twoDaysAgoAt);
    expect(on(twoDaysAgo)).toEqual({
      date: twoDaysAgo,
      orders: 1,
      revenue: 1499.5,
      tax: 0,
      codeDiscounts: 0,
      refunds: 0,
    });
    const total = body.days.reduce((sum: number, day: { orders: number }) => sum + day.orders, 0);
    expect(total).toBe(3);
  });

  it('names the company once it is saved, and is for admins only', async () => {
    await as(t, shop.admin).put('/api/company-details').field('name', 'Satchel Leather Co').expect(200);
    expect((await as(t, shop.admin).get('/api/admin/dashboard').expect(200)).body.companyName).toBe(
      'Satchel Leather Co',
    );
    const buyer = await customer(t, 'nosy');
    await as(t, buyer.token).get('/api/admin/dashboard').expect(403);
    await t.http.get('/api/admin/dashboard').expect(401);
  });
});
