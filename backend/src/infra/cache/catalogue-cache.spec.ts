import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get, IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { ADMIN, adminToken, createProduct, multipart } from '../../../test/catalogue';
import { as, customer, openShop, Shop } from '../../../test/shopping';
import { countQueries, createTestApp, eventually, TestApp, untilCached } from '../../../test/test-app';
import {
  CatalogueCache,
  STOCK_CHANNEL,
  STOCK_NOTICE_BY_PROCESS_SQL,
  STOCK_NOTICE_INTERVAL_MS,
  STOCK_STALENESS_MS,
} from './catalogue-cache';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes of an answer as sent (supertest and fetch would decompress them). */
async function raw(t: TestApp, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const server = t.app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('catalogue cache and front door', () => {
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false' });
    shop = await openShop(t);
  });
  afterAll(() => t.close());

  it('answers a repeated catalogue read from memory: no query, same bytes, security headers and request id', async () => {
    const url = `/api/products?category=bags&sort=name_asc`;
    const first = await t.http.get(url).expect(200);
    await untilCached(t, url);
    const { queries, result: second } = await countQueries(t, () =>
      t.http.get(url).set('X-Request-Id', 'front-door-1').expect(200),
    );
    expect(queries).toBe(0);
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['x-request-id']).toBe('front-door-1');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    expect(second.headers.vary).toBe('Accept-Encoding');

    const revalidated = await countQueries(t, () =>
      t.http.get(url).set('If-None-Match', first.headers.etag).set('X-Request-Id', 'front-door-2').expect(304),
    );
    expect(revalidated.queries).toBe(0);
    expect(revalidated.result.headers['x-request-id']).toBe('front-door-2');
    // Answers from memory share their prepared headers; each still carries an id of its own.
    const ids = (await Promise.all([1, 2, 3].map(() => t.http.get(url).expect(200)))).map(
      (answer) => answer.headers['x-request-id'],
    );
    expect(new Set([...ids, 'front-door-1', 'front-door-2']).size).toBe(5);
  });

  it('sends brotli or gzip as the client accepts, the same JSON either way', async () => {
    const url = '/api/products?limit=50';
    const plain = await t.http.get(url).set('Accept-Encoding', 'identity').expect(200);
    await untilCached(t, url);
    const br = await raw(t, url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(plain.body);
    const gz = await raw(t, url, { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(plain.body);
    const none = await raw(t, url, { 'Accept-Encoding': 'identity' });
    expect([br.status, gz.status, none.status]).toEqual([200, 200, 200]);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body.toString())).toEqual(plain.body);
  });

  it('shows a catalogue write at once on the replica that made it', async () => {
    const url = `/api/products/${shop.wallet.id}`;
    const before = await t.http.get(url).expect(200);
    await t.http.get(url).expect(200); // cached now
    await multipart(as(t, shop.admin).put(url), {
      version: String(before.body.version),
      productName: 'Kabir Slim Wallet',
      categoryId: String(shop.categoryId),
      productVariants: before.body.variants,
    }).expect(200);
    expect((await t.http.get(url).expect(200)).body.name).toBe('Kabir Slim Wallet');
    const list = await t.http.get('/api/products?category=bags&sort=name_asc').expect(200);
    expect(list.body.data.map((p: { name: string }) => p.name)).toContain('Kabir Slim Wallet');
    const tree = await t.http.get('/api/categories').expect(200);
    await createProduct(t, shop.admin, { productName: 'Fresh Clutch', categoryId: shop.categoryId });
    expect((await t.http.get('/api/products/search?q=clutch').expect(200)).body.data[0].name).toBe('Fresh Clutch');
    expect((await t.http.get('/api/categories').expect(200)).body).toEqual(tree.body);
  });

  it('shows stock taken by an order at once on product pages, and on lists within the staleness bound', async () => {
    const tote = `/api/products/${shop.tote.id}`;
    const list = '/api/products?category=bags&sort=name_asc&limit=10';
    const stockOf = (body: { data: { id: number; variants: { stock: number }[] }[] }) =>
      body.data.find((p) => p.id === shop.tote.id)!.variants[0].stock;
    const before = (await t.http.get(tote).expect(200)).body.variants[0].stock;
    const listed = stockOf((await t.http.get(list).expect(200)).body);
    await untilCached(t, list);
    const buyer = await customer(t, 'cachebuyer', {
      address: true,
      cart: [{ variantId: shop.tote.variants[0].id, quantity: 2 }],
    });
    await as(t, buyer.token)
      .post('/api/orders/place')
      .send({ addressId: buyer.addressId, paymentMethod: 'COD' })
      .expect((response) => expect([200, 201]).toContain(response.status));
    expect((await t.http.get(tote).expect(200)).body.variants[0].stock).toBe(before - 2);
    const started = Date.now();
    await eventually(async () => (stockOf((await t.http.get(list)).body) === listed - 2 ? true : undefined));
    expect(Date.now() - started).toBeLessThan(STOCK_STALENESS_MS + 2000);
  });

  it('keeps a list read while stock changed, as old as the read; never such a product page', async () => {
    const cache = t.app.get(CatalogueCache);
    const ticket = cache.ticket();
    cache.stockChanged(); // an order commits while the reads run
    await cache.store('/api/products?probe=list', ticket, Buffer.from('{"data":[]}'), {
      etag: 'W/"l"',
      exactStock: false,
    });
    await cache.store('/api/products/999998', ticket, Buffer.from('{}'), { etag: 'W/"p"', exactStock: true });
    expect(cache.lookup('/api/products?probe=list')).toBeDefined();
    expect(cache.lookup('/api/products?probe=list')!.builtAt).toBe(ticket.startedAt);
    expect(cache.lookup('/api/products/999998')).toBeUndefined();
    cache.catalogueChanged();
    expect(cache.lookup('/api/products?probe=list')).toBeUndefined();
  });

  it('never caches personal answers, refusals or errors', async () => {
    const cart = await as(t, shop.admin).get('/api/orders/all?page=1').expect(200);
    expect(cart.headers['cache-control']).toBe('private, no-store');
    const bad = await t.http.get('/api/products?limit=0').expect(400);
    expect(bad.headers['cache-control']).toBe('private, no-store');
    expect(t.app.get(CatalogueCache).lookup('/api/products?limit=0')).toBeUndefined();
    await t.http.get('/api/products/999999').expect(404);
    expect(t.app.get(CatalogueCache).lookup('/api/products/999999')).toBeUndefined();
  });

  it('serves the web apps from memory, precompressed, with revalidation', async () => {
    // Client routes without a head of their own are the built index.html itself (modules/seo writes the others).
    const index = await raw(t, '/cart', { 'Accept-Encoding': 'br' });
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(index.body).toString()).toContain('<div id="root">');
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
    await t.http.get('/wishlist').set('If-None-Match', index.headers.etag!).expect(304);
    const html = brotliDecompressSync(index.body).toString();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const asset = await raw(t, script, { 'Accept-Encoding': 'gzip' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    const admin = await t.http.get('/admin/products').expect(200);
    expect(admin.text).toContain('<div id="root">');
    expect(admin.text).not.toEqual(brotliDecompressSync(index.body).toString());
    await t.http.get('/assets/no-such-file.js').expect(404);
    await t.http.get('/api/no-such-route').expect(404);
  });
});

describe('catalogue cache with CORS_ORIGINS', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('gives cross-origin reads their CORS headers, and keeps origins apart in shared caches', async () => {
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false', CORS_ORIGINS: 'https://admin.example.com' });
    const url = '/api/categories';
    for (let i = 0; i < 3; i++) {
      const cross = await t.http.get(url).set('Origin', 'https://admin.example.com').expect(200);
      expect(cross.headers['access-control-allow-origin']).toBe('https://admin.example.com');
      expect(cross.headers.vary).toMatch(/Origin/);
      expect(cross.headers.vary).toMatch(/Accept-Encoding/);
      await untilCached(t, url);
    }
    const same = await t.http.get(url).expect(200); // from the cache
    expect(same.headers.vary).toBe('Origin, Accept-Encoding');
    expect(same.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('leaves server paths in any case, and absolute-form URLs, to Express', async () => {
    const upper = await t.http.get('/API/categories').expect(200);
    expect(upper.headers['content-type']).toMatch(/application\/json/);
    await t.http.get('/OPS/queues').expect(401);
    const absolute = await raw(t, 'http://shop.example/api/categories');
    expect(absolute.status).toBe(200);
    expect(absolute.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('catalogue cache memory bound', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('keeps no more bytes than CATALOGUE_CACHE_MB allows, dropping the least recently used', async () => {
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false', CATALOGUE_CACHE_MB: '0.02' });
    await openShop(t);
    const cache = t.app.get(CatalogueCache);
    // 40 different answers of both products (about 3 KB each with their encodings) into 20 KB.
    for (let rupees = 0; rupees < 40; rupees++) {
      await untilCached(t, `/api/products?limit=2&minPrice=${rupees}`);
      expect(cache.size.bytes).toBeLessThanOrEqual(0.02 * 1024 * 1024);
    }
    expect(cache.lookup('/api/products?limit=2&minPrice=39')).toBeDefined();
    expect(cache.lookup('/api/products?limit=2&minPrice=0')).toBeUndefined();
    expect(cache.size.entries).toBeLessThan(40);
  });
});

(process.env.DATABASE_URL ? describe : describe.skip)('catalogue cache across replicas (PostgreSQL NOTIFY)', () => {
  let a: TestApp;
  let b: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    a = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false' });
    b = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false', DATABASE_URL: a.config.databaseUrl! });
    shop = await openShop(a);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("drops another replica's cached answers when a write commits, and says how long that took", async () => {
    const url = `/api/products/${shop.wallet.id}`;
    // Asked again until B keeps it: B caches only once its LISTEN connection is up.
    await eventually(async () => {
      await b.http.get(url).expect(200);
      return b.app.get(CatalogueCache).lookup(url) ? true : undefined;
    });
    const admin = await adminToken(a);
    const before = (await a.http.get(url)).body;
    const written = Date.now();
    await multipart(as(a, admin).put(url), {
      version: String(before.version),
      productName: 'Renamed On A',
      categoryId: String(shop.categoryId),
      productVariants: before.variants,
    }).expect(200);
    const committed = Date.now();
    await eventually(async () => ((await b.http.get(url)).body.name === 'Renamed On A' ? true : undefined), 5000);
    console.log(
      `replica B saw the write ${Date.now() - committed} ms after A answered (write took ${committed - written} ms)`,
    );

    // Losing the change feed pauses the cache (no answer could be trusted), and it starts over
    // when the feed is back.
    const cacheB = b.app.get(CatalogueCache);
    await b.http.get(url).expect(200);
    await eventually(async () => (cacheB.lookup(url) ? true : undefined));
    const admin2 = new Client({ connectionString: a.config.databaseUrl });
    await admin2.connect();
    await admin2.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`,
    );
    await admin2.end();
    await eventually(async () => (cacheB.enabled ? undefined : true), 5000);
    expect(cacheB.lookup(url)).toBeUndefined();
    await b.http.get(url).expect(200); // answered through Nest meanwhile
    await eventually(async () => (cacheB.enabled ? true : undefined), 10000);
    expect(cacheB.lookup(url)).toBeUndefined(); // forgotten: notifications may have been missed

    // Stock taken through A reaches B's product page the same way.
    const buyer = await customer(a, 'replicabuyer', {
      address: true,
      cart: [{ variantId: shop.wallet.variants[0].id, quantity: 1 }],
    });
    await b.http.get(url).expect(200);
    await as(a, buyer.token).post('/api/orders/place').send({ addressId: buyer.addressId, paymentMethod: 'COD' });
    await eventually(
      async () => ((await b.http.get(url)).body.variants[0].stock === before.variants[0].stock - 1 ? true : undefined),
      5000,
    );
  });

  it("tells other replicas of checkouts' stock in a notice an interval, not one an order; any other stock change as it commits", async () => {
    const admin = await adminToken(a);
    const bag = await createProduct(a, admin, {
      productName: 'Notice Satchel',
      categoryId: shop.categoryId,
      productVariants: [{ size: 'M', color: 'Tan', stock: 20, originalPrice: 999, discountPrice: null }],
    });
    const url = `/api/products/${bag.id}`;
    const buyers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        customer(a, `noticebuyer${i}`, { address: true, cart: [{ variantId: bag.variants[0].id, quantity: 1 }] }),
      ),
    );
    await eventually(async () => {
      await b.http.get(url).expect(200);
      return b.app.get(CatalogueCache).lookup(url) ? true : undefined;
    });
    const listener = new Client({ connectionString: a.config.databaseUrl });
    await listener.connect();
    try {
      const notices: number[] = [];
      listener.on('notification', (message) => {
        if (message.channel === STOCK_CHANNEL) notices.push(Date.now());
      });
      await listener.query(`listen ${STOCK_CHANNEL}`);

      // Six orders at once: one notice at the first, then at most one an interval (stock-notices.spec.ts
      // times them), the orders after the first in one at least.
      const started = Date.now();
      await Promise.all(
        buyers.map((buyer) =>
          as(a, buyer.token)
            .post('/api/orders/place')
            .send({ addressId: buyer.addressId, paymentMethod: 'COD' })
            .expect(201),
        ),
      );
      const placed = Date.now();
      await eventually(async () => ((await b.http.get(url)).body.variants[0].stock === 14 ? true : undefined), 5000);
      await new Promise((resolve) => setTimeout(resolve, 2 * STOCK_NOTICE_INTERVAL_MS));
      expect(notices.length).toBeGreaterThanOrEqual(2);
      expect(notices.length).toBeLessThanOrEqual(Math.floor((placed - started) / STOCK_NOTICE_INTERVAL_MS) + 2);

      // The trigger leaves out only a transaction that says its process sends the notice.
      const before = notices.length;
      const sql = new Client({ connectionString: a.config.databaseUrl });
      await sql.connect();
      try {
        await sql.query('begin');
        await sql.query(`select ${STOCK_NOTICE_BY_PROCESS_SQL}`);
        await sql.query('update product_variants set stock = stock + 1 where id = $1', [bag.variants[0].id]);
        await sql.query('commit');
        await new Promise((resolve) => setTimeout(resolve, 2 * STOCK_NOTICE_INTERVAL_MS));
        expect(notices.length).toBe(before);
        // Any other stock change (a cancellation's, an edit's, a script's) notifies as it commits.
        await sql.query('update product_variants set stock = stock + 1 where id = $1', [bag.variants[0].id]);
        await eventually(async () => (notices.length === before + 1 ? true : undefined), 5000);
      } finally {
        await sql.end();
      }
      await eventually(async () => ((await b.http.get(url)).body.variants[0].stock === 16 ? true : undefined), 5000);
    } finally {
      await listener.end();
    }
  });
});
