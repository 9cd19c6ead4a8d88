import { ADMIN, adminToken, createCategory, createProduct } from '../../../test/catalogue';
import { as, customer } from '../../../test/shopping';
import { createTestApp, TestApp } from '../../../test/test-app';

/** Many shoppers at once, on the real database (and real connection pool with DATABASE_URL). */
describe('checkout under concurrency', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  const lastUnits = async (name: string, stock: number) => {
    const category = await createCategory(t, admin, `Limited ${name}`);
    const product = await createProduct(t, admin, {
      productName: name,
      categoryId: category.id,
      productVariants: [{ size: 'M', color: 'Tan', stock, originalPrice: 2999, discountPrice: 2499 }],
    });
    return { productId: product.id, variantId: product.variants[0].id };
  };

  it('20 customers checking out the last 5 units at once: exactly 5 orders, stock 0, no 5xx', async () => {
    const { productId, variantId } = await lastUnits('Last Five Satchel', 5);
    const shoppers = [];
    for (let i = 0; i < 20; i++) {
      shoppers.push(await customer(t, `rush${i}`, { address: true, cart: [{ variantId, quantity: 1 }] }));
    }

    const responses = await Promise.all(
      shoppers.map(({ token, addressId }) =>
        as(t, token).post('/api/orders/place').send({ addressId, paymentMethod: 'COD' }),
      ),
    );

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body.message).toBe('Last Five Satchel (M, Tan) is out of stock');
    }
    expect((await t.http.get(`/api/products/${productId}`).expect(200)).body.variants[0].stock).toBe(0);
    const orders = (await as(t, admin).get('/api/orders/all').expect(200)).body;
    expect(
      orders.filter((o: { items: { product: { id: number } }[] }) => o.items[0].product.id === productId),
    ).toHaveLength(5);
  });

  it('the same Idempotency-Key sent twice at once places one order', async () => {
    const { productId, variantId } = await lastUnits('Twice Clicked Tote', 10);
    const shopper = await customer(t, 'double', { address: true, cart: [{ variantId, quantity: 2 }] });
    const send = () =>
      as(t, shopper.token)
        .post('/api/orders/place')
        .set('Idempotency-Key', 'double-click-0001')
        .send({ addressId: shopper.addressId, paymentMethod: 'COD' });

    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect((await as(t, shopper.token).get('/api/orders/my-orders')).body).toHaveLength(1);
    expect((await t.http.get(`/api/products/${productId}`)).body.variants[0].stock).toBe(8);
  });

  it('two checkouts of one cart at once (no key) place one order; the other finds the cart empty', async () => {
    const { variantId } = await lastUnits('Impatient Wallet', 10);
    const shopper = await customer(t, 'impatient', { address: true, cart: [{ variantId, quantity: 1 }] });
    const send = () =>
      as(t, shopper.token).post('/api/orders/place').send({ addressId: shopper.addressId, paymentMethod: 'COD' });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect([a, b].find((r) => r.status === 400)!.body.message).toBe('Your cart is empty');
  });
});
