import { ADMIN, customerToken } from '../../../test/catalogue';
import { as, openShop, Shop } from '../../../test/shopping';
import { createTestApp, TestApp } from '../../../test/test-app';

describe('wishlist over HTTP', () => {
  let t: TestApp;
  let shop: Shop;
  let meera: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    shop = await openShop(t);
    meera = as(t, await customerToken(t, 'meera'));
  });
  afterAll(() => t.close());

  it('adds products with their variants, newest first; adding twice is harmless', async () => {
    const empty = (await meera.get('/api/wishlist').expect(200)).body;
    expect(empty).toEqual({ id: expect.any(Number), userId: empty.userId, items: [] });

    await meera.post(`/api/wishlist/${shop.tote.id}`).expect(200);
    await meera.post(`/api/wishlist/${shop.wallet.id}`).expect(200);
    const twice = (await meera.post(`/api/wishlist/${shop.tote.id}`).expect(200)).body;
    expect(twice.items.map((item: { productId: number }) => item.productId)).toEqual([shop.wallet.id, shop.tote.id]);
    expect(twice.items[1]).toMatchObject({
      productId: shop.tote.id,
      product: {
        name: 'Aarav Leather Tote',
        variants: [
          { size: 'M', color: 'Tan', stock: 5, originalPrice: 5999, discountPrice: 4999 },
          { size: 'L', color: 'Black', stock: 0 },
        ],
        images: [{ url: expect.stringMatching(/^\/uploads\//) }],
      },
    });
    expect((await meera.get('/api/wishlist')).body).toEqual(twice);
  });

  it('removes products (again is harmless) and answers 404 for products that do not exist', async () => {
    const after = (await meera.delete(`/api/wishlist/${shop.wallet.id}`).expect(200)).body;
    expect(after.items.map((item: { productId: number }) => item.productId)).toEqual([shop.tote.id]);
    await meera.delete(`/api/wishlist/${shop.wallet.id}`).expect(200);
    expect((await meera.post('/api/wishlist/999999').expect(404)).body.message).toBe('Product not found');
    await meera.post('/api/wishlist/x1').expect(404);
  });

  it("is each customer's own, and loses products deleted from the catalogue", async () => {
    const ravi = as(t, await customerToken(t, 'ravi'));
    expect((await ravi.get('/api/wishlist').expect(200)).body.items).toEqual([]);
    await ravi.delete(`/api/wishlist/${shop.tote.id}`).expect(200);
    expect((await meera.get('/api/wishlist')).body.items).toHaveLength(1);

    await as(t, shop.admin).delete(`/api/products/${shop.tote.id}`).expect(200);
    expect((await meera.get('/api/wishlist')).body.items).toEqual([]);
  });

  it('is for signed-in customers only: admins get the product’s refusal', async () => {
    await t.http.get('/api/wishlist').expect(401);
    await t.http.post(`/api/wishlist/${shop.wallet.id}`).expect(401);
    const admin = as(t, shop.admin);
    for (const response of [
      await admin.get('/api/wishlist'),
      await admin.post(`/api/wishlist/${shop.wallet.id}`),
      await admin.delete(`/api/wishlist/${shop.wallet.id}`),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Admins cannot add products to wishlist');
    }
  });
});
