import { ADMIN } from '../../../test/catalogue';
import { freePort } from '../../../test/processes';
import { as, customer, openShop } from '../../../test/shopping';
import { createTestApp, eventually, TestApp } from '../../../test/test-app';

const TOKEN = 'metrics-token-for-tests';

describe('/metrics', () => {
  describe('with METRICS_TOKEN, on the main port', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ...ADMIN, METRICS_TOKEN: TOKEN });
    });
    afterAll(() => t?.close());

    const scrape = () => t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);

    it('asks for the token', async () => {
      await t.http.get('/metrics').expect(401);
      await t.http.get('/metrics').set('Authorization', 'Bearer wrong-token-wrong-token').expect(401);
      const answer = await scrape();
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      expect(answer.text).toMatch(/^satchel_process_resident_memory_bytes \d+/m);
      expect(answer.text).toMatch(/^satchel_nodejs_eventloop_lag_seconds /m);
    });

    it('counts orders placed and times requests by route template and status', async () => {
      const shop = await openShop(t);
      const buyer = await customer(t, 'metra', {
        address: true,
        cart: [{ variantId: shop.wallet.variants[0].id, quantity: 1 }],
      });
      const before = Number(/^satchel_orders_placed_total (\d+)/m.exec((await scrape()).text)?.[1]);
      await as(t, buyer.token)
        .post('/api/orders/place')
        .send({ addressId: buyer.addressId, paymentMethod: 'COD' })
        .expect(201);
      await t.http.get(`/api/products/${shop.tote.id}`).expect(200);
      // A route at its area's root, typed in another case, signed in or not: the template alone.
      await as(t, buyer.token).get('/API/Cart').expect(200);
      await t.http.get('/Api/ADMIN/orders').expect(401);
      const text = (await scrape()).text;
      expect(text).toMatch(/route="\/api\/cart",status="200"/);
      expect(text).toMatch(/route="\/api\/admin\/orders",status="401"/);
      expect(text).not.toMatch(/route="[^"]*(API|Api|ADMIN|Cart)/);
      expect(text).not.toContain('route="/api/cart/"');
      expect(Number(/^satchel_orders_placed_total (\d+)/m.exec(text)?.[1])).toBe(before + 1);
      expect(text).toMatch(
        /^satchel_http_request_duration_seconds_count\{method="POST",route="\/api\/orders\/place",status="201"\} 1$/m,
      );
      expect(text).toMatch(/route="\/api\/products\/:id",status="200"/);
      // Raw URLs never become labels.
      expect(text).not.toContain(`route="/api/products/${shop.tote.id}"`);
      expect(text).toMatch(/^satchel_db_pool_connections\{state="used"\} \d+/m);
      // The confirmation goes out through the outbox, and is counted when sent.
      await eventually(async () =>
        /^satchel_emails_total\{kind="CONFIRMATION",outcome="sent"\} 1$/m.test((await scrape()).text)
          ? true
          : undefined,
      );
      expect((await scrape()).text).toMatch(/^satchel_jobs_waiting\{queue="email"\} \d+/m);
    });
  });

  it('is not served without METRICS_TOKEN or METRICS_PORT (404, never the storefront page)', async () => {
    const t = await createTestApp();
    try {
      const answer = await t.http.get('/metrics').expect(404);
      expect(answer.text).not.toContain('<html');
    } finally {
      await t.close();
    }
  });

  it('is served on METRICS_PORT alone (loopback), and not on the main port', async () => {
    const port = await freePort();
    const t = await createTestApp({ METRICS_PORT: String(port) });
    try {
      await t.http.get('/metrics').expect(404);
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(/^satchel_http_request_duration_seconds_bucket/m);
      expect((await fetch(`http://127.0.0.1:${port}/metrics?name[]=up`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/other?/metrics`)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
