// Measures checkout against a running Satchel on this machine: `customers` shoppers each loop
// "place the order, add the next one to the cart" for `seconds`, then the stock and the order
// counts are checked for oversell.
//
// The server under test must allow the registrations and logins of the setup:
//   AUTH_RATE_LIMIT=100000/60 (the default 10/60 per address refuses the 11th customer).
// Stock: with admin credentials (option `admin`, --admin-email/--admin-password, the
// ADMIN_EMAIL/ADMIN_PASSWORD environment, or --admin-file pointing at DATA_DIR/demo-admin.txt)
// the bench adds a product of its own with ample stock; without them it buys the catalogue's
// best-stocked size, which a fast server sells out within seconds (each refusal counts as an error).
//
// With `code` (--code; needs the admin credentials) every order uses a discount code of the
// bench's own (10% off, a usage limit it never reaches): each loop also applies the code again
// (checkout clears it), and the code's count of uses must equal the orders placed.
//
// Usage: node scripts/bench-checkout.mjs --help (USAGE below).
// Imported: const { benchCheckout } = await import('./bench-checkout.mjs');
//           await benchCheckout({ baseUrl, seconds, customers })
//             → { orders, ordersPerSecond, p50, p99, errors, oversold, ... }
import { readFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { pathToFileURL } from 'node:url';
import { gunzipSync, inflateSync } from 'node:zlib';
import { parseOptions } from './options.mjs';

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '::1', '[::1]'];
const REQUEST_TIMEOUT_MS = 300_000;
const PASSWORD = 'bench checkout password';
const ADDRESS = {
  addressLine1: '14 Linking Road',
  addressLine2: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400050',
};
/** A 1×1 PNG: the product form needs a picture. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Runs the checkout benchmark and returns what it saw. Latencies (p50, p99) are of place-order
 * requests, in milliseconds. `oversold` is 0 when the size never went below zero stock, the stock
 * taken equals the units of the orders placed, the server lists as many orders as were placed and,
 * with a code, every order carried it and the code counted as many uses.
 */
export async function benchCheckout({
  baseUrl,
  seconds = 10,
  customers = 50,
  admin = undefined,
  code = false,
  log = () => {},
  // Called just before the timed loop starts and just after it ends (the CPU counters, in the
  // bench): both answers come back as `sampled`, so a cost per order leaves the setup out.
  sample = async () => undefined,
}) {
  const base = new URL(baseUrl);
  if (!LOCAL_HOSTS.includes(base.hostname)) throw new Error('bench-checkout only runs against 127.0.0.1 or localhost');
  seconds = Math.min(Math.max(Number(seconds) || 10, 1), 300);
  customers = Math.min(Math.max(Math.trunc(Number(customers)) || 50, 1), 1000);
  const api = client(base);

  const target = admin ? await benchProduct(api, admin) : await bestStockedVariant(api);
  log(`buying variant ${target.variantId} of product ${target.productId} (stock ${target.stock})`);
  if (code && !admin) throw new Error('a checkout with a code needs the admin credentials (to create the code)');
  const discount = code ? await benchCode(api, admin) : undefined;
  const applyCode = async (token) => {
    if (!discount) return true;
    const applied = await api.post('/api/cart/discount', { code: discount.code }, token).catch(() => null);
    return applied?.status === 200;
  };

  const run = Date.now().toString(36);
  const shoppers = await inBatches(customers, 8, async (i) => {
    const username = `bench${run}c${i}`;
    const registered = await api.post('/api/auth/register', {
      username,
      email: `${username}@bench.example`,
      password: PASSWORD,
      firstName: 'Bench',
      lastName: `Customer ${i}`,
    });
    expect(registered, 201, 'register (is AUTH_RATE_LIMIT raised on the server?)');
    const login = await api.post('/api/auth/login', { identifier: username, password: PASSWORD });
    expect(login, 200, 'login (is AUTH_RATE_LIMIT raised on the server?)');
    const token = login.body.token;
    const address = await api.post('/api/addresses', ADDRESS, token);
    expect(address, 201, 'create address');
    const added = await api.post('/api/cart/add', { productVariantId: target.variantId, quantity: 1 }, token);
    expect(added, 200, 'seed the cart');
    if (!(await applyCode(token))) throw new Error('apply the bench code: refused');
    return { token, addressId: address.body.id };
  });
  log(`${shoppers.length} customers ready; checking out for ${seconds} s`);

  const stockBefore = await stockOf(api, target);
  const latencies = [];
  const addLatencies = [];
  const errorsByStatus = {};
  const failed = (status) => (errorsByStatus[status] = (errorsByStatus[status] ?? 0) + 1);
  let orders = 0;
  let ordersWithCode = 0;
  let unitsOrdered = 0;
  const sampledBefore = await sample();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    shoppers.map(async ({ token, addressId }) => {
      while (performance.now() < deadline) {
        const placing = performance.now();
        const placed = await api
          .post('/api/orders/place', { addressId, paymentMethod: 'COD' }, token)
          .catch(() => null);
        latencies.push(performance.now() - placing);
        if (placed?.status === 201) {
          orders++;
          unitsOrdered += placed.body.items.reduce((sum, item) => sum + item.quantity, 0);
          if (discount && placed.body.discountCode === discount.code) ordersWithCode++;
        } else failed(placed?.status ?? 'network');
        const adding = performance.now();
        const added = await api
          .post('/api/cart/add', { productVariantId: target.variantId, quantity: 1 }, token)
          .catch(() => null);
        addLatencies.push(performance.now() - adding);
        if (added?.status !== 200) {
          failed(added?.status ?? 'network');
          // Sold out: pause briefly rather than spin on refusals.
          await new Promise((resolve) => setTimeout(resolve, 50));
        } else if (!(await applyCode(token))) failed('code');
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sampled = { before: sampledBefore, after: await sample() };

  // The oversell check: stock never below zero, and every placed order took exactly its unit.
  const stockAfter = await stockOf(api, target);
  const counts = await inBatches(shoppers.length, 10, async (i) => {
    const mine = await api.get('/api/orders/my-orders?page=1&limit=1', shoppers[i].token);
    expect(mine, 200, 'list my orders');
    return Number(mine.headers.get('x-total-count'));
  });
  const ordersOnServer = counts.reduce((sum, n) => sum + n, 0);
  const unitsTaken = stockBefore - stockAfter;
  // With a code: every order carried it, and the code counted each use once.
  const codeUses = discount ? await usesOf(api, discount) : undefined;
  const codeMiscounted = discount ? Math.abs(orders - ordersWithCode) + Math.abs(codeUses - orders) : 0;
  const oversold =
    Math.max(0, -stockAfter) + Math.abs(unitsTaken - unitsOrdered) + Math.abs(ordersOnServer - orders) + codeMiscounted;
  api.close();

  return {
    orders,
    ordersPerSecond: round(orders / elapsed),
    p50: round(quantile(latencies, 0.5)),
    p99: round(quantile(latencies, 0.99)),
    errors: Object.values(errorsByStatus).reduce((sum, n) => sum + n, 0),
    oversold,
    errorsByStatus,
    addToCartP50: round(quantile(addLatencies, 0.5)),
    seconds: round(elapsed),
    customers: shoppers.length,
    sampled,
    check: {
      variantId: target.variantId,
      stockBefore,
      stockAfter,
      unitsTaken,
      unitsOrdered,
      ordersOnServer,
      ...(discount ? { code: discount.code, ordersWithCode, codeUses } : {}),
    },
  };
}

/** A product of the bench's own with stock for any run, in the shop's first category. */
async function benchProduct(api, { email, password }) {
  const login = await api.post('/api/auth/login', { identifier: email, password });
  expect(login, 200, 'admin login');
  const token = login.body.token;
  const categories = await api.get('/api/categories');
  expect(categories, 200, 'list categories');
  const categoryId = categories.body[0]?.id;
  if (!categoryId) throw new Error('the shop has no category to put the bench product in');
  const form = new FormData();
  form.set('productName', `Bench Checkout Satchel ${Date.now().toString(36)}`);
  form.set('categoryId', String(categoryId));
  form.set('description', 'Made by scripts/bench-checkout.mjs');
  form.set(
    'productVariants',
    JSON.stringify([{ size: 'M', color: 'Tan', stock: 1_000_000, originalPrice: 2999, discountPrice: 2499 }]),
  );
  form.append('images', new Blob([PIXEL], { type: 'image/png' }), 'bench.png');
  const created = await api.send('POST', '/api/products', form, token);
  expect(created, 201, 'create the bench product');
  const variant = created.body.variants[0];
  return { productId: created.body.id, variantId: variant.id, stock: variant.stock };
}

/** A discount code of the bench's own: 10% off everything, with a limit the run never reaches. */
async function benchCode(api, { email, password }) {
  const login = await api.post('/api/auth/login', { identifier: email, password });
  expect(login, 200, 'admin login');
  const code = `BENCH${Date.now().toString(36).toUpperCase()}`;
  const created = await api.post(
    '/api/admin/discount-codes',
    { code, type: 'PERCENT', percent: 10, usageLimit: 1_000_000_000, description: 'scripts/bench-checkout.mjs' },
    login.body.token,
  );
  expect(created, 201, 'create the bench code');
  return { id: created.body.id, code, token: login.body.token };
}

async function usesOf(api, { id, token }) {
  const read = await api.get(`/api/admin/discount-codes/${id}`, token);
  expect(read, 200, 'read the bench code');
  return read.body.used;
}

/** The catalogue's size with the most stock (when the bench may not add a product). */
async function bestStockedVariant(api) {
  const list = await api.get('/api/products?page=1&limit=1000');
  expect(list, 200, 'list products');
  let best;
  for (const product of list.body.data) {
    for (const variant of product.variants ?? []) {
      if (variant.stock > 0 && (!best || variant.stock > best.stock)) {
        best = { productId: product.id, variantId: variant.id, stock: variant.stock };
      }
    }
  }
  if (!best) throw new Error('nothing in stock to buy');
  return best;
}

async function stockOf(api, { productId, variantId }) {
  const product = await api.get(`/api/products/${productId}`);
  expect(product, 200, 'read the product');
  return product.body.variants.find((variant) => variant.id === variantId).stock;
}

/**
 * The shoppers' HTTP client: node:http over kept-alive connections, as a browser keeps them.
 * Global fetch cost the load generator about 0.55 ms of CPU per request on this machine, 4-5
 * times node:http's, and that CPU came out of what the 2 cores had left for Satchel and
 * PostgreSQL. The requests carry the headers fetch sent (gzip and deflate accepted, so Satchel
 * compresses what it would for fetch) and compressed answers are inflated here. Multipart bodies
 * (the setup's product) still go through fetch.
 */
function client(base) {
  if (base.protocol !== 'http:') throw new Error('bench-checkout speaks plain http to a local server');
  const agent = new Agent({ keepAlive: true });
  const request = (method, path, body, token) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const headers = { accept: '*/*', 'accept-encoding': 'gzip, deflate', 'user-agent': 'node' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
      const outgoing = httpRequest(new URL(path, base), { method, headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'] ?? 'identity';
            const inflate = { gzip: gunzipSync, deflate: inflateSync, identity: (bytes) => bytes }[encoding];
            if (!inflate) throw new Error(`an answer in ${encoding}, which the bench did not accept`);
            const text = inflate(raw).toString();
            resolve({ status: response.statusCode, headers: headersOf(response.headers), body: parsed(text) });
          } catch (error) {
            reject(error);
          }
        });
      });
      outgoing.on('error', reject);
      // As fetch would, a server that stops answering fails the request rather than the bench hanging.
      outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy(new Error('no answer within 5 minutes')));
      outgoing.end(payload);
    });
  const send = async (method, path, body, token) => {
    if (!(body instanceof FormData)) return request(method, path, body, token);
    const response = await fetch(new URL(path, base), {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body,
    });
    return { status: response.status, headers: response.headers, body: parsed(await response.text()) };
  };
  return {
    send,
    get: (path, token) => send('GET', path, undefined, token),
    post: (path, body, token) => send('POST', path, body, token),
    /** Closes the kept-alive connections. */
    close: () => agent.destroy(),
  };
}

/** An answer's JSON, or its text when it is not JSON. */
function parsed(text) {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** node:http's header object read as fetch's Headers are (`get`, any case). */
function headersOf(raw) {
  return { get: (name) => [raw[name.toLowerCase()] ?? []].flat().join(', ') || null };
}

function expect(response, status, what) {
  if (response.status !== status) {
    const message = typeof response.body === 'object' ? JSON.stringify(response.body) : response.body;
    throw new Error(`${what}: expected ${status}, got ${response.status} ${message ?? ''}`);
  }
}

/** Runs task(0…count-1), at most `width` at once, and returns the results in order. */
async function inBatches(count, width, task) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

function quantile(values, q) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function round(value) {
  return Math.round(value * 10) / 10;
}

async function adminFromFile(path) {
  const text = await readFile(path, 'utf8');
  const field = (name) => text.match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1]?.trim();
  return { email: field('email'), password: field('password') };
}

const USAGE = `Usage: node scripts/bench-checkout.mjs [options]   (against a running Satchel on this machine)
  --url http://127.0.0.1:3000   the Satchel to measure (127.0.0.1 or localhost only)
  --seconds 10                  length of the timed loop
  --customers 50                shoppers, each looping "place the order, add the next one"
  --admin-email E --admin-password P
                                an admin (or ADMIN_EMAIL, ADMIN_PASSWORD): the bench adds a
                                product of its own with ample stock
  --admin-file DATA_DIR/demo-admin.txt
                                the admin from the file npm start writes
  --code                        every order with a discount code of the bench's own (needs an admin)
  --help                        this text`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const values = parseOptions(
    {
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      seconds: { type: 'string', default: '10' },
      customers: { type: 'string', default: '50' },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
      'admin-file': { type: 'string' },
      code: { type: 'boolean', default: false },
    },
    USAGE,
  );
  const email = values['admin-email'] ?? process.env.ADMIN_EMAIL;
  const password = values['admin-password'] ?? process.env.ADMIN_PASSWORD;
  const admin = values['admin-file']
    ? await adminFromFile(values['admin-file'])
    : email && password
      ? { email, password }
      : undefined;
  try {
    const result = await benchCheckout({
      baseUrl: values.url,
      code: values.code,
      seconds: Number(values.seconds),
      customers: Number(values.customers),
      admin,
      log: (line) => console.error(line),
    });
    console.log(JSON.stringify(result, null, 2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
