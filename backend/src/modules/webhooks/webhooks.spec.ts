import dns from 'node:dns';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES } from '@satchel/shared';
import Ajv from 'ajv';
import { parse as parseYaml } from 'yaml';
import { REPO_ROOT } from '../../infra/web/web-apps';
import { Webhook } from 'standardwebhooks';
import { ADMIN, createProduct, multipart } from '../../../test/catalogue';
import { as, customer, openShop, Shop } from '../../../test/shopping';
import { createTestApp, eventually, jobsIdle, TestApp } from '../../../test/test-app';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  eventBody,
  WEBHOOK_DELIVER_JOB,
  WEBHOOK_EVENT_JOB,
  WebhookDeliveryJob,
  WebhookEvent,
} from './webhook-delivery.job';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RetentionSweeper } from '../../infra/jobs/retention-sweeper';
import { WEBHOOK_LOG_KEPT_DAYS, WEBHOOK_LOG_RETENTION } from './webhook-log-retention';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A webhook receiver on loopback: answers each request with the next status of its script (then 200). */
class Receiver {
  readonly requests: Received[] = [];
  /** TCP connections opened to it so far. */
  connections = 0;
  private script: number[] = [];
  private server!: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const status = this.script.shift() ?? 200;
        this.requests.push({ headers: request.headers, body, status });
        response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'not now');
      });
    });
    this.server.on('connection', () => this.connections++);
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  answer(...statuses: number[]): void {
    this.script = statuses;
  }

  events(type?: string): { type: string; version: number; data: Record<string, unknown> }[] {
    return this.requests.map((r) => JSON.parse(r.body)).filter((event) => !type || event.type === type);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const asWebhookHeaders = (headers: IncomingHttpHeaders) => ({
  'webhook-id': String(headers['webhook-id']),
  'webhook-timestamp': String(headers['webhook-timestamp']),
  'webhook-signature': String(headers['webhook-signature']),
});

describe('webhooks', () => {
  let t: TestApp;
  let shop: Shop;
  let receiver: Receiver;

  beforeAll(async () => {
    // Receivers on loopback need WEBHOOK_ALLOW_PRIVATE; retries 100 ms apart, then 400, 1600…
    t = await createTestApp({
      ...ADMIN,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_MS: '100',
      WEBHOOK_PAUSE_AFTER: '5',
      WEBHOOK_TIMEOUT_MS: '2000',
    });
    shop = await openShop(t);
    receiver = await new Receiver().start();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const admin = () => as(t, shop.admin);
  const register = async (url: string, events: string[], extra: Record<string, unknown> = {}) =>
    (
      await admin()
        .post('/api/admin/webhooks')
        .send({ url, events, ...extra })
        .expect(201)
    ).body;
  const attempts = async (id: number) => (await admin().get(`/api/admin/webhooks/${id}/attempts`).expect(200)).body;

  it('signs every event with the endpoint’s secret, shown once, and sends what changed', async () => {
    const endpoint = await register(
      receiver.url,
      ['order.placed', 'order.status_changed', 'order.cancelled', 'product.created', 'stock.low'],
      { lowStockThreshold: 4, description: 'ERP' },
    );
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const shown = (await admin().get(`/api/admin/webhooks/${endpoint.id}`).expect(200)).body;
    expect(shown).not.toHaveProperty('secret');
    expect(shown).toMatchObject({ url: receiver.url, status: 'active', lowStockThreshold: 4, description: 'ERP' });

    const belt = await createProduct(t, shop.admin, { productName: 'Dhruv Belt', categoryId: shop.categoryId });
    const buyer = await customer(t, 'asha', {
      address: true,
      cart: [{ variantId: shop.tote.variants[0].id, quantity: 1 }],
    });
    const order = (
      await as(t, buyer.token)
        .post('/api/orders/place')
        .send({ addressId: buyer.addressId, paymentMethod: 'COD' })
        .expect(201)
    ).body;
    await admin().put(`/api/admin/orders/${order.id}`).send({ deliveryStatus: 'CANCELED' }).expect(200);
    await eventually(async () => (receiver.requests.length >= 5 ? true : undefined));

    const verifier = new Webhook(endpoint.secret);
    for (const request of receiver.requests) {
      expect(() => verifier.verify(request.body, asWebhookHeaders(request.headers))).not.toThrow();
    }
    expect(receiver.events('product.created')).toEqual([
      {
        type: 'product.created',
        timestamp: expect.any(String),
        version: 1,
        data: { productId: belt.id, name: 'Dhruv Belt' },
      },
    ]);
    expect(receiver.events('order.placed')[0].data).toMatchObject({
      orderId: order.id,
      deliveryStatus: 'PENDING',
      deliveryChargePaise: 0,
      codFeePaise: 0,
      // The shop has no GSTIN: no tax; the address is in Maharashtra.
      taxPaise: 0,
      placeOfSupply: '27',
    });
    // The tote's M went from 5 to 4: down to the threshold.
    expect(receiver.events('stock.low')[0].data).toMatchObject({
      productName: 'Aarav Leather Tote',
      stock: 4,
      previousStock: 5,
    });
    expect(receiver.events('order.status_changed')[0].data).toEqual({
      orderId: order.id,
      from: 'PENDING',
      to: 'CANCELED',
      carrier: null,
      trackingNumber: null,
    });
    expect(receiver.events('order.cancelled')[0].data).toMatchObject({ orderId: order.id });
    // Each body is what openapi.yaml's `webhooks` says it is, and every event type is there.
    const contract = parseYaml(await readFile(join(REPO_ROOT, 'openapi.yaml'), 'utf8'));
    const ajv = new Ajv({ strict: false, validateFormats: false });
    for (const request of receiver.requests) {
      const { type } = JSON.parse(request.body);
      const reference = contract.webhooks[type].post.requestBody.content['application/json'].schema.$ref as string;
      const validate = ajv.compile(contract.components.schemas[reference.split('/').pop()!]);
      expect({ type, valid: validate(JSON.parse(request.body)), errors: validate.errors }).toEqual({
        type,
        valid: true,
        errors: null,
      });
    }
    expect(Object.keys(contract.webhooks)).toEqual([...WEBHOOK_EVENTS, 'webhook.test']);
    // A tampered body does not verify.
    const [first] = receiver.requests;
    expect(() => verifier.verify(`${first.body} `, asWebhookHeaders(first.headers))).toThrow();

    // After a rotation the old secrets sign too for a day: receivers switch without losing an event,
    // even when the admin rotated twice (the second secret was never handed on).
    const rotate = async () =>
      (await admin().post(`/api/admin/webhooks/${endpoint.id}/rotate-secret`).expect(200)).body.secret as string;
    // Two admins rotating at once: each new secret is kept, one as the secret, one as a retired one.
    const [second, third] = await Promise.all([rotate(), rotate()]);
    expect(new Set([endpoint.secret, second, third]).size).toBe(3);
    const rotated = (await admin().get(`/api/admin/webhooks/${endpoint.id}`).expect(200)).body;
    expect(Date.parse(rotated.previousSecretUntil) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(JSON.stringify(rotated)).not.toContain('whsec_');
    const before = receiver.requests.length;
    await admin().post(`/api/admin/webhooks/${endpoint.id}/test`).expect(202);
    await eventually(async () => (receiver.requests.length > before ? true : undefined));
    const test = receiver.requests[before];
    expect(JSON.parse(test.body).type).toBe('webhook.test');
    expect(String(test.headers['webhook-signature']).split(' ')).toHaveLength(3);
    for (const secret of [second, third]) {
      expect(() => new Webhook(secret).verify(test.body, asWebhookHeaders(test.headers))).not.toThrow();
    }
    expect(() => verifier.verify(test.body, asWebhookHeaders(test.headers))).not.toThrow();
    await admin().delete(`/api/admin/webhooks/${endpoint.id}`).expect(200);
  });

  it('retries a failing receiver until it answers 2xx: one delivery counts, under one webhook-id', async () => {
    receiver.requests.length = 0;
    const endpoint = await register(receiver.url, ['product.created']);
    receiver.answer(500, 503, 500, 200);
    await admin().post(`/api/admin/webhooks/${endpoint.id}/test`).expect(202);
    await eventually(async () => (receiver.requests.length >= 4 ? true : undefined), 20_000);
    await jobsIdle(t);

    expect(receiver.requests.map((request) => request.status)).toEqual([500, 503, 500, 200]);
    expect(new Set(receiver.requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    const log = await attempts(endpoint.id);
    expect(log.map((a: { attempt: number; statusCode: number }) => [a.attempt, a.statusCode])).toEqual([
      [4, 200],
      [3, 500],
      [2, 503],
      [1, 500],
    ]);
    expect(log[0]).toMatchObject({ deliveryStatus: 'delivered', eventType: 'webhook.test', responseExcerpt: 'ok' });
    // Each attempt says how it went: the failed ones were followed by another, none is due any more.
    expect(log.map((a: { outcome: string; retryAt: string | null }) => [a.outcome, a.retryAt])).toEqual([
      ['delivered', null],
      ['failed', null],
      ['failed', null],
      ['failed', null],
    ]);
    expect(log[3]).toMatchObject({ responseExcerpt: 'not now', durationMs: expect.any(Number) });
    expect((await admin().get(`/api/admin/webhooks/${endpoint.id}`).expect(200)).body.consecutiveFailures).toBe(0);

    // Resent by the admin: the same event, under the same webhook-id, as a delivery of its own.
    const resent = await admin().post(`/api/admin/webhooks/deliveries/${log[0].deliveryId}/resend`).expect(202);
    expect(resent.body).toMatchObject({ eventId: log[0].eventId, status: 'pending', attempts: 0 });
    await eventually(async () => (receiver.requests.length >= 5 ? true : undefined));
    expect(receiver.requests[4].headers['webhook-id']).toBe(log[0].eventId);
    await admin().delete(`/api/admin/webhooks/${endpoint.id}`).expect(200);
  });

  it('sends nothing to a paused endpoint, and pauses one that keeps failing and tells the admins', async () => {
    receiver.requests.length = 0;
    const paused = await register(receiver.url, ['product.created']);
    await admin().put(`/api/admin/webhooks/${paused.id}`).send({ status: 'paused' }).expect(200);
    await createProduct(t, shop.admin, { productName: 'Quiet Clutch', categoryId: shop.categoryId });
    await jobsIdle(t);
    expect(receiver.requests).toEqual([]);
    // Nor a test event: the admin is told why rather than told it was sent.
    const refused = await admin().post(`/api/admin/webhooks/${paused.id}/test`).expect(409);
    expect(refused.body.message).toBe(WEBHOOK_MESSAGES.pausedNoSend);

    // Staff who may and may not hear of it: the URL may be the endpoint's secret.
    const em = t.app.get(EntityManager).fork();
    const staff = async (name: string, permissions: string[], state: 'active' | 'invited' | 'disabled') => {
      const email = `${name}@satchel.test`;
      const { id } = (
        await admin()
          .post('/api/admin/team')
          .send({ email, firstName: 'Hook', lastName: 'Staff', permissions })
          .expect(201)
      ).body as { id: number };
      if (state !== 'invited') await em.execute(`update users set password_hash = 'set' where id = ?`, [id]);
      if (state === 'disabled') await em.execute('update users set disabled_at = now() where id = ?', [id]);
      return email;
    };
    const told = await staff('hooks-active', ['webhooks'], 'active');
    await staff('hooks-invited', ['webhooks'], 'invited');
    await staff('hooks-disabled', ['webhooks'], 'disabled');
    await staff('orders-only', ['orders'], 'active');

    // Resumed, then failing: the fifth failure in a row pauses it.
    await admin().put(`/api/admin/webhooks/${paused.id}`).send({ status: 'active' }).expect(200);
    receiver.answer(...Array(50).fill(500));
    for (let i = 0; i < 5; i++) await admin().post(`/api/admin/webhooks/${paused.id}/test`).expect(202);
    const stopped = await eventually(async () => {
      const endpoint = (await admin().get(`/api/admin/webhooks/${paused.id}`).expect(200)).body;
      return endpoint.status === 'paused' ? endpoint : undefined;
    }, 20_000);
    expect(stopped.pausedReason).toBe('Paused after 5 failed attempts in a row.');
    await jobsIdle(t);
    // The retries that came due after the pause were not sent, and the log says so, each with a Resend.
    const notSent = await eventually(async () => {
      const log = await attempts(paused.id);
      const found = log.filter((attempt: { error: string | null }) => attempt.error === WEBHOOK_MESSAGES.notSentPaused);
      return found.length ? found : undefined;
    }, 20_000);
    expect(notSent[0]).toMatchObject({
      deliveryStatus: 'skipped',
      statusCode: null,
      outcome: 'skipped',
      retryAt: null,
    });
    const sent = receiver.requests.length;
    await createProduct(t, shop.admin, { productName: 'Quieter Clutch', categoryId: shop.categoryId });
    await jobsIdle(t);
    expect(receiver.requests).toHaveLength(sent);

    const pausedMails = async () => {
      const files = await readdir(join(t.config.dataDir, 'mail')).catch(() => []);
      const texts = await Promise.all(files.map((file) => readFile(join(t.config.dataDir, 'mail', file), 'utf8')));
      return texts.filter((text) => text.includes('Webhook endpoint paused'));
    };
    await eventually(async () => ((await pausedMails()).length >= 2 ? true : undefined));
    await jobsIdle(t);
    const recipients = (await pausedMails()).map((text) => /^To: (.+)$/m.exec(text)?.[1].trim());
    expect(recipients.sort()).toEqual([ADMIN.ADMIN_EMAIL, told].sort());
    receiver.answer();
  });

  it('tells of a product saved and of a product deleted, and of nothing when a save is refused', async () => {
    receiver.requests.length = 0;
    const endpoint = await register(receiver.url, ['product.updated', 'product.deleted']);
    const belt = await createProduct(t, shop.admin, { productName: 'Kabir Belt', categoryId: shop.categoryId });
    // Each save sends the versions the last one answered, as the back office does.
    let current = belt;
    const save = (productName: string, originalPrice: number, discountPrice: number | null) =>
      multipart(admin().put(`/api/admin/products/${belt.id}`), {
        version: String(current.version),
        productName,
        categoryId: String(shop.categoryId),
        productVariants: [
          {
            id: current.variants[0].id,
            version: current.variants[0].version,
            size: 'M',
            color: 'Tan',
            stock: 5,
            originalPrice,
            discountPrice,
          },
        ],
      });
    // Only a size's price changes: still an update of the product.
    current = (await save('Kabir Belt', 1799, null).expect(200)).body;
    current = (await save('Kabir Leather Belt', 1799, null).expect(200)).body;
    // Refused by the form's rules: its transaction writes nothing, so nothing is sent.
    await save('Kabir Belt Refused', 100, 200).expect(400);
    await admin().delete(`/api/admin/products/${belt.id}`).expect(200);
    await eventually(async () => (receiver.events('product.deleted').length ? true : undefined));
    await jobsIdle(t);

    // Subscribed to neither, product.created is not sent. Deliveries run side by side (BullMQ), so
    // they may arrive in any order: receivers order events by their timestamp.
    const sent = receiver.events().map((event) => [event.type, event.data]);
    expect(sent).toHaveLength(3);
    expect(sent).toEqual(
      expect.arrayContaining([
        ['product.updated', { productId: belt.id, name: 'Kabir Belt' }],
        ['product.updated', { productId: belt.id, name: 'Kabir Leather Belt' }],
        ['product.deleted', { productId: belt.id, name: 'Kabir Leather Belt' }],
      ]),
    );
    const verifier = new Webhook(endpoint.secret);
    for (const request of receiver.requests) {
      expect(() => verifier.verify(request.body, asWebhookHeaders(request.headers))).not.toThrow();
    }
    await admin().delete(`/api/admin/webhooks/${endpoint.id}`).expect(200);
  });

  it('makes each first attempt in the event’s own job, over kept connections; a fan-out cut short is finished by its next run', async () => {
    receiver.requests.length = 0;
    const endpoint = await register(receiver.url, ['product.created']);
    const job = t.app.get(WebhookDeliveryJob);
    const em = t.app.get(EntityManager).fork();
    const event = (n: number): WebhookEvent => ({
      id: `msg_fanout_${Date.now().toString(36)}_${n}`,
      type: 'product.created',
      timestamp: new Date().toISOString(),
      version: 1,
      data: { productId: n },
    });

    // A run that died after its deliveries were committed, before any was sent: the next run sends
    // them, under the event's id, and a third run sends nothing more.
    const cut = event(1);
    await em.execute(
      `insert into webhook_deliveries (endpoint_id, event_id, event_type, body, status, attempts, created_at)
       values (?, ?, ?, ?, 'pending', 0, now())`,
      [endpoint.id, cut.id, cut.type, eventBody(cut)],
    );
    await job.fanOut(cut);
    await job.fanOut(cut);
    expect(receiver.requests.map((request) => request.headers['webhook-id'])).toEqual([cut.id]);
    const [delivered] = await attempts(endpoint.id);
    expect(delivered).toMatchObject({ eventId: cut.id, attempt: 1, statusCode: 200, deliveryStatus: 'delivered' });

    // A burst reuses the connection the first opened; no job of its own for any first attempt.
    const opened = receiver.connections;
    for (let n = 2; n <= 6; n++) await job.fanOut(event(n));
    expect(receiver.requests).toHaveLength(6);
    expect(receiver.connections - opened).toBeLessThanOrEqual(1);
    const [{ count }] = await em.execute<{ count: string }[]>(
      `select count(*) from outbox_messages where type = ? and (payload->>'deliveryId')::int in
         (select id from webhook_deliveries where endpoint_id = ?)`,
      [WEBHOOK_DELIVER_JOB, endpoint.id],
    );
    expect(Number(count)).toBe(0);
    await admin().delete(`/api/admin/webhooks/${endpoint.id}`).expect(200);
  });

  it('gives up an attempt the receiver does not answer within the timeout, and tries again', async () => {
    const silent = createServer(() => {
      // Reads the request and never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = await register(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/in`, [
        'order.placed',
      ]);
      await admin().post(`/api/admin/webhooks/${endpoint.id}/test`).expect(202);
      const log = await eventually(async () => {
        const found = await attempts(endpoint.id);
        return found.length >= 2 ? found : undefined;
      }, 20_000);
      for (const attempt of log.slice(-2)) {
        expect(attempt).toMatchObject({ statusCode: null, error: 'No answer within 2000 ms' });
        expect(attempt.durationMs).toBeGreaterThanOrEqual(1900);
      }
      expect(log.slice(-2).map((attempt: { attempt: number }) => attempt.attempt)).toEqual([2, 1]);
      await admin().delete(`/api/admin/webhooks/${endpoint.id}`).expect(200);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('logs an attempt whatever comes back: an answer with a NUL byte, a scheme typed in capitals', async () => {
    const binary = createServer((_request, response) => response.writeHead(200).end(Buffer.from('ok\u0000fine')));
    await new Promise<void>((resolve) => binary.listen(0, '127.0.0.1', resolve));
    try {
      const nul = await register(`http://127.0.0.1:${(binary.address() as AddressInfo).port}/in`, ['order.placed']);
      // HTTPS in capitals, to a server that speaks plain HTTP: the TLS handshake fails, and says so.
      const capitals = await register(receiver.url.replace('http://', 'HTTPS://'), ['order.placed']);
      for (const endpoint of [nul, capitals]) await admin().post(`/api/admin/webhooks/${endpoint.id}/test`).expect(202);
      const [delivered] = await eventually(async () => {
        const log = await attempts(nul.id);
        return log.length ? log : undefined;
      });
      expect(delivered).toMatchObject({ statusCode: 200, responseExcerpt: 'okfine', deliveryStatus: 'delivered' });
      const [refused] = await eventually(async () => {
        const log = await attempts(capitals.id);
        return log.length ? log : undefined;
      });
      expect(refused).toMatchObject({ attempt: 1, statusCode: null, error: expect.any(String) });
      for (const endpoint of [nul, capitals]) await admin().delete(`/api/admin/webhooks/${endpoint.id}`).expect(200);
    } finally {
      await new Promise((resolve) => binary.close(resolve));
    }
  });

  it('checks its form', async () => {
    const refused = await admin()
      .post('/api/admin/webhooks')
      .send({ url: 'ftp://example.com', events: [] })
      .expect(400);
    expect(refused.body.message).toEqual(
      expect.arrayContaining([WEBHOOK_MESSAGES.urlFormat, WEBHOOK_MESSAGES.eventsRequired]),
    );
    await admin()
      .post('/api/admin/webhooks')
      .send({ url: receiver.url, events: ['order.shipped'] })
      .expect(400);
    // A field left out of a save is kept; null is not a value any of them takes.
    const kept = await register(receiver.url, ['order.placed']);
    for (const field of ['url', 'description', 'events', 'lowStockThreshold', 'status']) {
      await admin()
        .put(`/api/admin/webhooks/${kept.id}`)
        .send({ [field]: null })
        .expect(400);
    }
    await admin()
      .post('/api/admin/webhooks')
      .send({ url: receiver.url, events: ['order.placed'], description: null })
      .expect(400);
    expect((await admin().get(`/api/admin/webhooks/${kept.id}`).expect(200)).body).toMatchObject({
      url: receiver.url,
      events: ['order.placed'],
      status: 'active',
    });
    await admin().delete(`/api/admin/webhooks/${kept.id}`).expect(200);
    const malformed = await admin()
      .post('/api/admin/webhooks')
      .send({ url: 'http://[oops/hook', events: ['order.placed'] });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(WEBHOOK_MESSAGES.urlFormat);
    const customerToken = (await customer(t, 'ravi')).token;
    await as(t, customerToken).get('/api/admin/webhooks').expect(403);
  });

  it('lists endpoints newest first when asked, as the back office does', async () => {
    const older = await register(receiver.url, ['order.placed']);
    const newer = await register(receiver.url, ['order.placed']);
    const listed = async (order: string) =>
      (
        await admin()
          .get('/api/admin/webhooks')
          .query({ sort: JSON.stringify(['id', order]), range: '[0,9]' })
          .expect(200)
      ).body.map((endpoint: { id: number }) => endpoint.id);
    const descending = await listed('DESC');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending).toEqual(expect.arrayContaining([newer.id, older.id]));
    const ascending = await listed('ASC');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    for (const endpoint of [older, newer]) await admin().delete(`/api/admin/webhooks/${endpoint.id}`).expect(200);
  });

  // Last: it pauses every endpoint the tests above left.
  it('queues no event for an order that no active endpoint listens for, and one once an endpoint does', async () => {
    const em = t.app.get(EntityManager).fork();
    const placedEvents = async () =>
      Number(
        (
          await em.execute<{ count: string }[]>(
            `select count(*) from outbox_messages where type = ? and payload->>'type' = 'order.placed'`,
            [WEBHOOK_EVENT_JOB],
          )
        )[0].count,
      );
    const placeOrder = async (name: string) => {
      const buyer = await customer(t, name, {
        address: true,
        cart: [{ variantId: shop.tote.variants[0].id, quantity: 1 }],
      });
      await as(t, buyer.token)
        .post('/api/orders/place')
        .send({ addressId: buyer.addressId, paymentMethod: 'COD' })
        .expect(201);
    };
    await em.execute(`update webhook_endpoints set status = 'paused'`);
    await register(receiver.url, ['product.created', 'order.status_changed']);
    const before = await placedEvents();
    await placeOrder('ishaan');
    expect(await placedEvents()).toBe(before);
    await register(receiver.url, ['order.placed']);
    await placeOrder('kabir');
    expect(await placedEvents()).toBe(before + 1);
  });

  it('keeps a delivery in its endpoint’s log for the days kept after it finished, then deletes it with its attempts', async () => {
    const endpoint = await register(receiver.url, ['product.created']);
    const em = t.app.get(EntityManager).fork();
    const old = WEBHOOK_LOG_KEPT_DAYS + 1;
    /** Deliveries (each with one attempt) created and finished so many days ago; kept ones are named so. */
    const deliveries = (
      name: string,
      status: string,
      createdDaysAgo: number,
      finishedDaysAgo: number | null,
      count = 1,
    ) =>
      em.execute(
        `with made as (
           insert into webhook_deliveries (endpoint_id, event_id, event_type, body, status, attempts, created_at, finished_at)
           select ?, 'msg_' || ? || '_' || n, 'product.created', '{}', ?, 1, now() - make_interval(days => ?),
                  now() - make_interval(days => ?::int)
             from generate_series(1, ?) n
           returning id, created_at)
         insert into webhook_attempts (delivery_id, endpoint_id, attempt, status_code, duration_ms, response_excerpt, created_at)
         select id, ?, 1, 200, 5, 'ok', created_at from made`,
        [endpoint.id, name, status, createdDaysAgo, finishedDaysAgo, count, endpoint.id],
      );
    await deliveries('gone', 'delivered', old, old, 1200); // more than one batch
    await deliveries('gone-failed', 'failed', old + 1, old);
    await deliveries('gone-skipped', 'skipped', old + 9, old + 4);
    await deliveries('kept-finished-late', 'failed', old, WEBHOOK_LOG_KEPT_DAYS - 1);
    await deliveries('kept-pending', 'pending', old + 9, null);
    await deliveries('kept-new', 'delivered', 1, 1);

    // What is left is what counts (the app's own hourly sweep could take a share at the same moment).
    const sweeper = t.app.get(RetentionSweeper);
    await sweeper.sweep();
    const left = await em.execute<{ name: string; deliveries: number; attempts: number }[]>(
      `select split_part(d.event_id, '_', 2) as name, count(distinct d.id)::int as deliveries, count(a.id)::int as attempts
         from webhook_deliveries d left join webhook_attempts a on a.delivery_id = d.id
        where d.endpoint_id = ? group by 1 order by 1`,
      [endpoint.id],
    );
    expect(left).toEqual([
      { name: 'kept-finished-late', deliveries: 1, attempts: 1 },
      { name: 'kept-new', deliveries: 1, attempts: 1 },
      { name: 'kept-pending', deliveries: 1, attempts: 1 },
    ]);
    const [{ orphans }] = await em.execute<{ orphans: number }[]>(
      `select count(*)::int as orphans from webhook_attempts a
        where a.endpoint_id = ? and not exists (select from webhook_deliveries d where d.id = a.delivery_id)`,
      [endpoint.id],
    );
    expect(orphans).toBe(0);
    expect((await attempts(endpoint.id)).map((attempt: { eventId: string }) => attempt.eventId).sort()).toEqual([
      'msg_kept-finished-late_1',
      'msg_kept-new_1',
      'msg_kept-pending_1',
    ]);
    expect((await sweeper.sweep()).get(WEBHOOK_LOG_RETENTION)).toBe(0);
    await admin().delete(`/api/admin/webhooks/${endpoint.id}`).expect(200);
  });
});

/** The system's DNS, kept before any test replaces it. */
const real = dns.promises.lookup.bind(dns.promises);
const realLookup = dns.lookup.bind(dns);

describe('webhook URLs that reach the shop’s own network', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    // Private addresses refused (the default); the test runs the delivery job itself.
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false' });
    admin = (await openShop(t)).admin;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  /** DNS as the test says: `internal.example` at the addresses given, others as the system has them. */
  function resolveTo(address: string) {
    jest.restoreAllMocks();
    jest
      .spyOn(dns.promises, 'lookup')
      .mockImplementation((async (host: string, options: dns.LookupAllOptions) =>
        host === 'internal.example' ? [{ address, family: 4 }] : real(host, options)) as typeof dns.promises.lookup);
    jest
      .spyOn(dns, 'lookup')
      .mockImplementation(((
        host: string,
        options: dns.LookupAllOptions,
        callback: (error: Error | null, entries: dns.LookupAddress[]) => void,
      ) =>
        host === 'internal.example'
          ? callback(null, [{ address, family: 4 }])
          : realLookup(host, options, callback as never)) as unknown as typeof dns.lookup);
  }

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/hook',
    'http://[::ffff:10.0.0.1]/hook',
    'http://[::10.0.0.1]/hook',
    'http://[64:ff9b::a00:1]/hook',
    'http://[64:ff9b:1::a00:1]/hook',
    'http://[fec0::1]/hook',
    'http://localhost/hook',
    'http://internal.example/hook',
  ])('refuses %s at registration', async (url) => {
    resolveTo('10.1.2.3');
    const response = await as(t, admin)
      .post('/api/admin/webhooks')
      .send({ url, events: ['order.placed'] })
      .expect(400);
    expect(response.body.message).toBe(WEBHOOK_MESSAGES.urlPrivate);
    // On the field it concerns, for the form to show it there.
    expect(response.body.fields).toEqual({ url: WEBHOOK_MESSAGES.urlPrivate });
  });

  it('refuses at delivery a name that resolves to a private address since its registration', async () => {
    resolveTo('93.184.216.34');
    const endpoint = (
      await as(t, admin)
        .post('/api/admin/webhooks')
        .send({ url: 'http://internal.example/hook', events: ['order.placed'] })
        .expect(201)
    ).body;
    resolveTo('10.0.0.5');
    const delivery = (await as(t, admin).post(`/api/admin/webhooks/${endpoint.id}/test`).expect(202)).body;
    await t.app.get(WebhookDeliveryJob).deliver({ deliveryId: delivery.id, attempt: 1 });
    const [attempt] = (await as(t, admin).get(`/api/admin/webhooks/${endpoint.id}/attempts`).expect(200)).body;
    expect(attempt).toMatchObject({
      attempt: 1,
      statusCode: null,
      error: WEBHOOK_MESSAGES.urlPrivate,
      deliveryStatus: 'pending',
      // Failed, and its delivery tries again after the first retry's delay.
      outcome: 'failed',
    });
    const made = new Date(attempt.createdAt).getTime();
    expect(new Date(attempt.retryAt).getTime() - made).toBe(t.app.get<AppConfig>(APP_CONFIG).webhooks.retryMs);
  });
});
