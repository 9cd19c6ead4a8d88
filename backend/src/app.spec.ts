import { readFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './infra/web/web-apps';
import type { Express } from 'express';
import { createTestApp, TestApp } from '../test/test-app';

const ADMIN = { email: 'ops@satchel.test', password: 'ops-password-12' };

describe('the platform over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });
  afterAll(() => t.close());

  it('reports the database and the job runtime at /api/health', async () => {
    const response = await t.http.get('/api/health').expect(200);
    expect(response.body).toEqual({
      status: 'ok',
      database: { status: 'up', kind: process.env.DATABASE_URL ? 'postgresql' : 'pglite' },
      jobs: {
        status: 'up',
        runtime: process.env.REDIS_URL ? 'bullmq' : 'in-process',
        workers: true,
        pending: expect.any(Number),
        failed: 0,
        oldestPendingSeconds: response.body.jobs.oldestPendingSeconds,
      },
    });
    expect(['object', 'number']).toContain(typeof response.body.jobs.oldestPendingSeconds); // null, or seconds
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves exactly the committed openapi.yaml (the contract cannot drift)', async () => {
    const committed = await readFile(join(REPO_ROOT, 'openapi.yaml'), 'utf8');
    const served = await t.http.get('/openapi.yaml').expect(200);
    expect(served.text).toBe(committed); // on failure: run `npm run openapi` and commit the result
    await t.http.get('/api/docs').expect(200);
  });

  it('types every field of the contract: an object says what it holds (a nullable field declared without its type reads as one)', async () => {
    const contract = parse(await readFile(join(REPO_ROOT, 'openapi.yaml'), 'utf8')) as unknown;
    const vague: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as { type?: string | string[]; properties?: unknown; additionalProperties?: unknown };
      const types = ([] as unknown[]).concat(schema.type ?? []);
      if (types.includes('object') && !schema.properties && !schema.additionalProperties) vague.push(path);
      for (const [key, value] of Object.entries(node)) walk(value, `${path}/${key}`);
    };
    walk(contract, '#');
    expect(vague).toEqual([]);
  });

  it('answers unknown API paths with the error shape and a request id, with security headers', async () => {
    const response = await t.http.get('/api/no-such-thing').set('X-Request-Id', 'trace-123').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/no-such-thing', error: 'Not Found' });
    expect(response.headers['x-request-id']).toBe('trace-123');
    // Without one (or with an unsafe one), each request gets an id of its own.
    const ids = await Promise.all(
      ['', 'bad id', ''].map(async (sent) => {
        const request = t.http.get('/api/no-such-thing');
        if (sent) request.set('X-Request-Id', sent);
        return (await request.expect(404)).headers['x-request-id'];
      }),
    );
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}-[0-9a-z]+$/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
    // Inside an area's router (SatchelExpressAdapter) too: an unknown path or method passes on.
    const inArea = await t.http.get('/api/cart/no-such-thing').expect(404);
    expect(inArea.body.message).toBe('Cannot GET /api/cart/no-such-thing');
    expect((await t.http.patch('/api/orders/place').expect(404)).body.message).toBe('Cannot PATCH /api/orders/place');
    expect((await t.http.options('/api/cart').expect(404)).body.message).toBe('Cannot OPTIONS /api/cart');
  });

  it("makes each request and response with the app's Express prototypes, which they keep to the end", async () => {
    // Otherwise app.handle's Object.setPrototypeOf changes their shape, and V8 reads them slowly
    // from then on (useRequestClasses in infra/web/express-adapter.ts).
    const express = t.app.getHttpAdapter().getInstance() as Express;
    const server = t.app.getHttpServer() as Server;
    const seen: boolean[][] = [];
    const prototypesInPlace = (request: IncomingMessage, response: ServerResponse) => [
      Object.getPrototypeOf(request) === express.request,
      Object.getPrototypeOf(response) === express.response,
      (request as IncomingMessage & { app: unknown }).app === express,
      (response as ServerResponse & { app: unknown }).app === express,
    ];
    const check = (request: IncomingMessage, response: ServerResponse) => {
      seen.push(prototypesInPlace(request, response));
      response.once('finish', () => seen.push(prototypesInPlace(request, response)));
    };
    server.prependListener('request', check);
    try {
      await t.http.get('/api/health').expect(200);
      await t.http.post('/api/auth/login').send({ identifier: ADMIN.email, password: ADMIN.password }).expect(200);
    } finally {
      server.off('request', check);
    }
    expect(seen).toEqual(Array(4).fill([true, true, true, true]));
  });

  it('opens the queue dashboard only with an admin ops cookie', async () => {
    const guest = await t.http.get('/ops/queues').set('Accept', 'text/html').expect(401);
    expect(guest.text).toContain('Please log in as an administrator');
    await t.http.get('/ops/queues/api/queues').set('Accept', 'application/json').expect(401);
    await t.http.get('/ops/queues').set('Cookie', 'satchel_ops=forged.token.value').expect(401);

    await t.http
      .post('/api/auth/register')
      .send({ username: 'hari', email: 'hari@example.com', password: 'hari-password' })
      .expect(201);
    const customer = await t.http.post('/api/auth/login').send({ identifier: 'hari', password: 'hari-password' });
    // A customer's API token is not an ops session, and a customer cannot get one.
    await t.http.get('/ops/queues').set('Cookie', `satchel_ops=${customer.body.token}`).expect(401);
    await t.http.post('/api/ops/session').set('Authorization', `Bearer ${customer.body.token}`).expect(403);

    const admin = await t.http.post('/api/auth/login').send({ identifier: ADMIN.email, password: ADMIN.password });
    const session = await t.http
      .post('/api/ops/session')
      .set('Authorization', `Bearer ${admin.body.token}`)
      .expect(204);
    const cookie = session.headers['set-cookie'][0] as string;
    expect(cookie).toMatch(/^satchel_ops=[^;]+; Max-Age=28800; Path=\/ops; Expires=.+; HttpOnly; SameSite=Strict$/);
    const page = await t.http.get('/ops/queues').set('Cookie', cookie.split(';')[0]).expect(200);
    expect(page.text).toContain(process.env.REDIS_URL ? 'Satchel queues' : 'Jobs by queue, type and status');
    if (!process.env.REDIS_URL) {
      // The embedded page looks like the back office: its app bar colour, a way back, status chips.
      expect(page.text).toContain('header{background:#6d4c41');
      expect(page.text).toContain('<a href="/admin">Back office</a>');
      expect(page.text).toMatch(/<span class="status status-(completed|pending|processing)">/);
      expect(page.text).not.toMatch(/<script/i);
    }
  });
});
