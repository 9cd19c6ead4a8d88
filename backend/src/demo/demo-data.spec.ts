import sharp from 'sharp';
import { createTestApp, TestApp } from '../../test/test-app';
import { ADMIN, adminToken } from '../../test/catalogue';
import { DEMO_CUSTOMERS, DEMO_PRODUCTS } from './demo-catalogue';

describe('the demo shop', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, DEMO_DATA: 'true', RUN_WORKERS: 'false' });
  }, 180_000);
  afterAll(() => t.close());

  it('fills an empty shop with nested categories, 40+ products, company details and both legal pages', async () => {
    const tree = await t.http.get('/api/categories').expect(200);
    const names = (nodes: { name: string }[]) => nodes.map((n) => n.name);
    expect(names(tree.body)).toEqual(['Belts', 'Handbags', 'Jackets', 'Travel', 'Wallets']);
    const handbags = tree.body.find((c: { name: string }) => c.name === 'Handbags');
    expect(names(handbags.subCategories)).toEqual(['Clutches', 'Slings', 'Totes']);
    expect(tree.body.every((c: { uploads: unknown[] }) => c.uploads.length === 1)).toBe(true);

    const all = await t.http.get('/api/products?limit=1000').expect(200);
    expect(all.body.pagination.totalItems).toBe(DEMO_PRODUCTS.length);
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(40);
    for (const product of all.body.data) {
      expect(product.variants.length).toBeGreaterThanOrEqual(1);
      expect(product.variants.length).toBeLessThanOrEqual(4);
      expect(product.images.length).toBeGreaterThanOrEqual(1);
    }
    const inHandbags = await t.http.get('/api/products?category=handbags&limit=100').expect(200);
    expect(inHandbags.body.pagination.totalItems).toBe(18);

    // Pictures are real product tiles: a light backdrop around a darker, coloured item.
    const picture = await t.http.get(all.body.data[0].images[0].url).expect(200);
    const { channels } = await sharp(picture.body).stats();
    const spread = Math.max(...channels.map((c) => c.max - c.min));
    expect(spread).toBeGreaterThan(120);

    const company = await t.http.get('/api/company-details').expect(200);
    expect(company.body).toMatchObject({ name: 'Satchel', phone: '9820012345', pincode: '400050' });
    const pages = await t.http.get('/api/legal-pages').expect(200);
    expect(pages.body.map((p: { slug: string }) => p.slug)).toEqual(['privacy-policy', 'terms-conditions']);
    expect(pages.body[1].content).toContain('Maharashtra');
  });

  it('has a month of orders from a few customers, with mixed statuses, so the dashboard’s chart has a story', async () => {
    const admin = await adminToken(t);
    const dashboard = await t.http.get('/api/admin/dashboard').set('Authorization', `Bearer ${admin}`).expect(200);
    const days = dashboard.body.days as { orders: number; revenue: number }[];
    expect(days).toHaveLength(30);
    expect(days.filter((day) => day.orders > 0).length).toBeGreaterThanOrEqual(20);
    expect(days.some((day) => day.revenue > 0)).toBe(true);

    const orders = await t.http
      .get('/api/admin/orders?range=[0,99]')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    const statuses = new Set(orders.body.map((order: { deliveryStatus: string }) => order.deliveryStatus));
    expect([...statuses].sort()).toEqual(['CANCELED', 'DELIVERED', 'PENDING', 'SHIPPED']);
    const customers = new Set(orders.body.map((order: { user: { email: string } }) => order.user.email));
    expect(customers.size).toBeGreaterThanOrEqual(DEMO_CUSTOMERS.length - 1);
    // A delivered order says when; an order's total is what its lines add up to.
    for (const order of orders.body as { deliveryStatus: string; deliveredOn: string | null }[])
      expect(Boolean(order.deliveredOn)).toBe(order.deliveryStatus === 'DELIVERED');
  });
});
