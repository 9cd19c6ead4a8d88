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

  async function order(token: string, addressId: number, variantId: number, quantity: number): Promise<number> {
    await as(t, token).post('/api/cart/add').send({ productVariantId: variantId, quantity }).expect(200);
    return (await as(t, token).post('/api/orders/place').send({ addressId, paymentMethod: 'COD' }).expect(201)).body.id;
  }

  it('counts the tiles and sums orders and revenue per shop day for the last 30 days', async () => {
    const asha = await customer(t, 'asha', { address: true });
    await customer(t, 'bela');
    const today = await order(asha.token, asha.addressId!, shop.wallet.variants[0].id, 2); // ₹2,999
    const canceled = await order(asha.token, asha.addressId!, shop.tote.variants[0].id, 1); // ₹4,999
    const earlier = await order(asha.token, asha.addressId!, shop.wallet.variants[0].id, 1); // ₹1,499.50
    const tooOld = await order(asha.token, asha.addressId!, shop.tote.variants[0].id, 1);
    const admin = as(t, shop.admin);
    await admin.put(`/api/admin/orders/${canceled}`).send({ deliveryStatus: 'CANCELED' }).expect(200);
    await admin.put(`/api/admin/orders/${today}`).send({ deliveryStatus: 'SHIPPED' }).expect(200);
    const connection = t.app.get(MikroORM).em.getConnection();
    await connection.execute(`update orders set created_at = now() - interval '2 days' where id = ?`, [earlier]);
    await connection.execute(`update orders set created_at = now() - interval '40 days' where id = ?`, [tooOld]);

    const { body } = await admin.get('/api/admin/dashboard').expect(200);
    expect(body).toMatchObject({
      categories: 1,
      products: 2,
      pendingOrders: 2,
      customers: 2,
      openReturns: 0,
      companyName: '',
    });
    const todayDate = shopDate(new Date());
    expect(body.days).toHaveLength(30);
    expect(body.days[29]).toEqual({ date: todayDate, orders: 2, revenue: 2999, tax: 0, codeDiscounts: 0, refunds: 0 });
    expect(body.days[0].date).toBe(addDays(todayDate, -29));
    const twoDaysAgo = shopDate(new Date(Date.now() - 2 * 86_400_000));
    expect(body.days.find((day: { date: string }) => day.date === twoDaysAgo)).toEqual({
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
