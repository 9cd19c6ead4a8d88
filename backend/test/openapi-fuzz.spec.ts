import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { CATEGORY_MESSAGES } from '@satchel/shared';
import { ADMIN } from './catalogue';
import { DEEP_CATEGORY_CSV, NESTED_SVG, operations, PlannedRequest, requestsFor, Role } from './fuzz/openapi-requests';
import { customer, openShop } from './shopping';
import { createTestApp, TestApp } from './test-app';

/** Requests per run (the suite runs once on PGlite and once on PostgreSQL): over 10,000 in all. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const IN_FLIGHT = 8;

/**
 * Every operation of openapi.yaml, fuzzed over HTTP on a real app and database: no request may
 * answer 5xx, and the server must be healthy at the end. Bad input is the client's mistake, so it
 * gets a 4xx that says what is wrong.
 */
describe('OpenAPI fuzz: every operation, as guest, customer and admin', () => {
  let t: TestApp;
  let base: string;
  const tokens: Record<Role, string | undefined> = { guest: undefined, customer: undefined, admin: undefined };
  const logins: Record<'customer' | 'admin', { identifier: string; password: string }> = {
    customer: { identifier: 'fuzzy', password: 'correct horse battery' },
    admin: { identifier: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
  };
  let knownIds: number[] = [];
  let tote: { id: number; variants: { id: number; size: string; color: string }[] };

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, AUTH_RATE_LIMIT: '1000000/60' });
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    const shop = await openShop(t);
    tokens.admin = shop.admin;
    tote = shop.tote;
    const buyer = await customer(t, 'fuzzy', {
      address: true,
      cart: [{ variantId: shop.tote.variants[0].id, quantity: 1 }],
    });
    tokens.customer = buyer.token;
    // An order to read, cancel and change the status of.
    await fetch(`${base}/api/orders/place`, {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ addressId: buyer.addressId, paymentMethod: 'COD' }),
    });
    knownIds = [
      1,
      2,
      shop.categoryId,
      shop.tote.id,
      shop.wallet.id,
      ...shop.tote.variants.map((v) => v.id),
      buyer.addressId!,
    ];
  });
  afterAll(() => t?.close());

  /** A new token for a role whose token stopped working (a fuzzed logout, a deleted account). */
  async function signInAgain(role: 'customer' | 'admin'): Promise<void> {
    const login = async () =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(logins[role]),
      });
    let answer = await login();
    if (answer.status !== 200 && role === 'customer') {
      const name = `fuzzy${Date.now().toString(36)}`;
      await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: name, email: `${name}@example.com`, password: logins.customer.password }),
      });
      logins.customer.identifier = name;
      answer = await login();
    }
    if (answer.status === 200) tokens[role] = ((await answer.json()) as { token: string }).token;
  }

  async function send(request: PlannedRequest): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = { ...request.headers };
    const token = tokens[request.role];
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (request.body?.kind === 'json') {
      headers['content-type'] = request.body.contentType;
      body = request.body.text;
    } else if (request.body?.kind === 'multipart') {
      const form = new FormData();
      for (const [name, value] of request.body.fields) form.append(name, value);
      for (const [name, filename, data] of request.body.files)
        form.append(name, new Blob([new Uint8Array(data)]), filename);
      body = form;
    }
    const response = await fetch(`${base}${request.url}`, { method: request.operation.method, headers, body });
    const text = await response.text();
    // A fuzzed logout, password change or account deletion ends the token: sign in again.
    if (response.status === 401 && token && request.role !== 'guest' && tokens[request.role] === token) {
      await signInAgain(request.role);
    }
    // A profile change may rename the account: sign in by its new name from now on.
    if (response.status === 200 && request.operation.operationId === 'updateProfile' && request.role !== 'guest') {
      const user = (JSON.parse(text) as { data?: { user?: { username?: string } } }).data?.user;
      if (user?.username) logins[request.role].identifier = user.username;
    }
    return { status: response.status, text };
  }

  /** The adversarial probe's inputs (issue 26), sent as such every run besides the random ones. */
  it('answers the probe’s cases with a 4xx: a 2,500-level category path, a nested SVG logo, an edit without version', async () => {
    const operation = (id: string) => operations().find((candidate) => candidate.operationId === id)!;
    const multipart = (fields: [string, string][], files: [string, string, Uint8Array][] = []) => ({
      kind: 'multipart' as const,
      fields,
      files,
    });
    const file = (text: string) => Uint8Array.from(Buffer.from(text));
    const cases: PlannedRequest[] = [
      {
        operation: operation('adminImportProducts'),
        role: 'admin',
        url: '/api/admin/products/import',
        headers: {},
        body: multipart([], [['file', 'deep.csv', file(DEEP_CATEGORY_CSV)]]),
      },
      {
        operation: operation('updateCompanyDetails'),
        role: 'admin',
        url: '/api/company-details',
        headers: {},
        body: multipart([['name', 'Satchel']], [['logo', 'nested.svg', file(NESTED_SVG)]]),
      },
      {
        operation: operation('adminUpdateProduct'),
        role: 'admin',
        url: `/api/admin/products/${tote.id}`,
        headers: {},
        body: multipart([
          ['productName', 'Restocked by a stale edit'],
          ['categoryId', String(knownIds[2])],
          [
            'productVariants',
            JSON.stringify(
              tote.variants.map(({ id, size, color }) => ({ id, size, color, stock: 999, originalPrice: 100 })),
            ),
          ],
        ]),
      },
    ];
    for (const request of cases) {
      const answer = await send(request);
      expect(`${request.operation.operationId} ${answer.status}`).toBe(`${request.operation.operationId} 400`);
    }
    const dryRun = await send({
      ...cases[0],
      operation: operation('adminCheckProductImport'),
      url: '/api/admin/products/import/check',
    });
    expect(dryRun.status).toBe(200);
    expect(JSON.parse(dryRun.text).problems).toEqual([
      expect.objectContaining({ column: 'category_path', message: CATEGORY_MESSAGES.tooDeep }),
    ]);
    expect((await fetch(`${base}/api/categories`)).status).toBe(200);
  });

  it('answers no request with a 5xx, and is healthy at the end', async () => {
    const all = operations();
    const perOperation = Math.ceil(RUNS / all.length);
    const planned = all.flatMap((operation, i) =>
      fc.sample(requestsFor(operation, knownIds), { numRuns: perOperation, seed: SEED + i }),
    );
    // Interleaved, so that deletions and logouts happen among the rest, not all at the end.
    const shuffled = fc.sample(fc.shuffledSubarray(planned, { minLength: planned.length }), {
      numRuns: 1,
      seed: SEED,
    })[0];

    const byClass: Record<string, number> = {};
    const byRole: Record<string, number> = {};
    const failures = new Map<string, string>();
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < shuffled.length) {
          const request = shuffled[next++];
          let answer: { status: number; text: string };
          try {
            answer = await send(request);
          } catch (error) {
            answer = { status: 599, text: `no answer: ${(error as Error).message}` };
          }
          const statusClass = `${Math.floor(answer.status / 100)}xx`;
          byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
          byRole[request.role] = (byRole[request.role] ?? 0) + 1;
          if (answer.status >= 500) {
            const key = `${request.operation.method} ${request.operation.path} → ${answer.status}`;
            if (!failures.has(key)) {
              const body =
                request.body?.kind === 'json'
                  ? request.body.text.slice(0, 300)
                  : JSON.stringify(request.body?.kind === 'multipart' ? request.body.fields : '').slice(0, 300);
              failures.set(key, `${request.role} ${request.url.slice(0, 200)} ${body} ⇒ ${answer.text.slice(0, 200)}`);
            }
          }
        }
      }),
    );

    const health = await fetch(`${base}/api/health`);
    const healthBody = (await health.json()) as { status: string };
    console.log(
      `OpenAPI fuzz (seed ${SEED}): ${shuffled.length} requests over ${all.length} operations; ` +
        `by status ${JSON.stringify(byClass)}; by role ${JSON.stringify(byRole)}; health ${health.status} ${healthBody.status}`,
    );
    expect([...failures].map(([key, example]) => `${key}: ${example}`)).toEqual([]);
    expect(shuffled.length).toBeGreaterThanOrEqual(RUNS);
    expect(health.status).toBe(200);
    expect(healthBody.status).not.toBe('down');
  }, 600_000);
});
