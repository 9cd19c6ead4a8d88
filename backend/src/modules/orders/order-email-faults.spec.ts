import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { ADMIN, createProduct } from '../../../test/catalogue';
import { SatchelProcess, SERVER_START_MS, startSatchel, startServer } from '../../../test/processes';
import { ADDRESS, as, customer, openShop, Shop } from '../../../test/shopping';
import { startSmtpServer, TestSmtpServer } from '../../../test/smtp';
import { createTestApp, eventually, TestApp } from '../../../test/test-app';
import { BullmqJobRuntime } from '../../infra/jobs/bullmq-job-runtime';
import { JobRuntime } from '../../infra/jobs/job-runtime';

/** A Redis database of this spec's own, so that FLUSHDB there touches nobody else's keys. */
const FAULTS_REDIS_DB = 13;

const withServices = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

/**
 * Order e-mails under the faults of a real deployment: real worker processes (`src/worker.ts`)
 * on PostgreSQL and Redis, sending to a real SMTP server. Each scenario ends with every order's
 * confirmation delivered exactly once.
 */
withServices('order e-mails under faults (worker processes, PostgreSQL, Redis, SMTP)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let shop: Shop;
  let belt: { variants: { id: number }[] };
  let redisUrl: string;
  const workers: SatchelProcess[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const redis = new URL(process.env.REDIS_URL!);
    redis.pathname = `/${FAULTS_REDIS_DB}`;
    redisUrl = redis.toString();
    // This process only takes orders (and relays when told): the workers are other processes.
    t = await createTestApp({ ...ADMIN, REDIS_URL: redisUrl, SMTP_URL: smtp.url, RUN_WORKERS: 'false' });
    shop = await openShop(t);
    belt = await createProduct(t, shop.admin, {
      productName: 'Faults Belt',
      categoryId: shop.categoryId,
      productVariants: [{ size: 'M', color: 'Tan', stock: 1000, originalPrice: 999, discountPrice: null }],
    });
  });
  // Each scenario starts its own workers: one left running would mask what the next one tests.
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  function startWorker(): SatchelProcess {
    const worker = startSatchel('src/worker.ts', {
      DATABASE_URL: t.config.databaseUrl!,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: t.config.redisPrefix,
      JWT_SECRET: t.config.jwt.secret!,
      DATA_DIR: t.config.dataDir,
      SMTP_URL: smtp.url,
      MAIL_RETRY_MS: '300',
      // A job whose worker was killed runs again after a few seconds rather than a minute.
      JOB_LOCK_MS: '2000',
      DEMO_DATA: 'false',
    });
    workers.push(worker);
    return worker;
  }

  /** Customers `${prefix}1…n`, each placing one order. */
  async function placeOrders(prefix: string, count: number): Promise<string[]> {
    const emails: string[] = [];
    for (let i = 1; i <= count; i++) {
      const name = `${prefix}${i}`;
      const buyer = await customer(t, name, { address: true, cart: [{ variantId: belt.variants[0].id, quantity: 1 }] });
      await as(t, buyer.token)
        .post('/api/orders/place')
        .send({ addressId: buyer.addressId, paymentMethod: 'COD' })
        .expect(201);
      emails.push(`${name}@example.com`);
    }
    return emails;
  }

  /** Waits until each address has its confirmation, then checks that none came twice. */
  async function expectEachConfirmedOnce(emails: string[], timeoutMs = 60_000): Promise<void> {
    await eventually(
      async () => (emails.every((email) => smtp.mailsTo(email, /confirmed/).length > 0) ? true : undefined),
      timeoutMs,
    );
    // Nothing left to run (a copy would have been sent by now), and a moment for SMTP to settle.
    await eventually(async () => ((await outboxStatuses()).length === 0 ? true : undefined), timeoutMs);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(emails.map((email) => smtp.mailsTo(email, /confirmed/).length)).toEqual(emails.map(() => 1));
    expect([...smtp.deliveries().values()].filter((count) => count > 1)).toEqual([]);
  }

  const relayAll = async () => {
    const runtime = t.app.get(JobRuntime) as BullmqJobRuntime;
    while ((await runtime.relay()) > 0);
  };
  const flushRedis = async () => {
    const redis = new IORedis(redisUrl);
    try {
      await redis.flushdb();
    } finally {
      redis.disconnect();
    }
  };
  const outboxStatuses = async () =>
    (
      await t.app
        .get(MikroORM)
        .em.getConnection()
        .execute<{ status: string }[]>(`select distinct status from outbox_messages where status <> 'completed'`)
    ).map((row: { status: string }) => row.status);

  it('relays again the e-mails Redis lost (FLUSHDB while they waited), and send-confirmation re-queues one', async () => {
    const emails = await placeOrders('flush', 10);
    await relayAll();
    expect(await outboxStatuses()).toEqual(['queued']);
    await flushRedis(); // every queued job is gone; the outbox still says queued

    // Asked for again, a stranded confirmation is handed to the queue again at once.
    const asker = await customer(t, 'flush-asker', {
      address: true,
      cart: [{ variantId: belt.variants[0].id, quantity: 1 }],
    });
    const order = (
      await as(t, asker.token)
        .post('/api/orders/place')
        .send({ addressId: asker.addressId, paymentMethod: 'COD' })
        .expect(201)
    ).body;
    await relayAll();
    await flushRedis();
    const [{ messageId }] = await t.app
      .get(MikroORM)
      .em.getConnection()
      .execute<
        { messageId: number }[]
      >(`select message_id as "messageId" from order_emails where order_id = ?`, [order.id]);
    const answer = await as(t, asker.token).post('/api/orders/send-confirmation').send({ orderId: order.id });
    expect(answer.body).toEqual({ status: 'queued', sentAt: null });
    const connection = new IORedis(redisUrl);
    const queue = new Queue('email', { connection, prefix: t.config.redisPrefix });
    try {
      expect(await queue.getJob(`outbox-${messageId}`)).toBeDefined();
    } finally {
      await queue.close();
      connection.disconnect();
    }

    // A worker started now finds the rest at start (its reconciler), and sends each once.
    startWorker();
    await expectEachConfirmedOnce([...emails, 'flush-asker@example.com']);
  });

  it('sends again, once, an e-mail whose worker was killed (kill -9) in the middle of sending it', async () => {
    startWorker();
    smtp.hold(); // the SMTP server keeps every sender waiting for its final reply
    const emails = await placeOrders('killed', 3);
    await relayAll();
    await eventually(async () => (smtp.state.held >= 1 ? true : undefined), 30_000);
    await Promise.all(workers.map((worker) => worker.kill())); // mid-send: nothing was accepted yet
    await new Promise((resolve) => setTimeout(resolve, 500)); // the server sees the connections drop
    smtp.release();

    startWorker(); // BullMQ finds the killed jobs stalled; their claims belong to a dead process
    await expectEachConfirmedOnce(emails);
  });

  it('keeps e-mails the SMTP server refuses for a while, and delivers each once when it accepts again', async () => {
    startWorker();
    smtp.state.refusing = true;
    const refusedBefore = smtp.state.refused;
    const emails = await placeOrders('refused', 5);
    await relayAll();
    await eventually(async () => (smtp.state.refused - refusedBefore >= 5 ? true : undefined), 30_000);
    smtp.state.refusing = false;
    await expectEachConfirmedOnce(emails);
  });
});

/**
 * The embedded default (`npm start`: PGlite, in-process jobs) killed with kill -9 while it sends
 * mail: started again on the same DATA_DIR, it frees its dead predecessor's claims at once and
 * sends what was in flight, instead of waiting out the outbox's 5-minute lease.
 */
describe('order e-mails across a kill -9 and restart of the embedded server', () => {
  let smtp: TestSmtpServer;
  let dataDir: string;
  let server: (SatchelProcess & { url: string }) | undefined;
  const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: smtp.url, DEMO_DATA: 'true' });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    dataDir = await mkdtemp(join(tmpdir(), 'satchel-restart-'));
  });
  afterAll(async () => {
    await server?.stop();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a few known answers, read by field
  async function call(path: string, body?: unknown, token?: string): Promise<any> {
    const response = await fetch(`${server!.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }

  it(
    'sends the e-mails that were in flight once, right after the restart',
    async () => {
      server = await startServer(env());
      smtp.hold();
      const password = 'correct horse battery';
      await call('/api/auth/register', {
        username: 'kiran',
        email: 'kiran@example.com',
        password,
        firstName: 'Kiran',
        lastName: 'Rao',
      });
      const { token } = await call('/api/auth/login', { identifier: 'kiran', password });
      const address: { id: number } = await call('/api/addresses', ADDRESS, token);
      const { data } = await call('/api/products?limit=50');
      const variant = (data as { variants: { id: number; stock: number }[] }[])
        .flatMap((product) => product.variants)
        .find((v) => v.stock > 0)!;
      await call('/api/cart/add', { productVariantId: variant.id, quantity: 1 }, token);
      await call('/api/orders/place', { addressId: address.id, paymentMethod: 'COD' }, token);
      await eventually(async () => (smtp.state.held >= 1 ? true : undefined), 30_000);

      await server.kill(); // mid-send: the SMTP server had not answered yet
      await new Promise((resolve) => setTimeout(resolve, 500));
      smtp.release();
      server = await startServer(env());

      // Well within the old 5-minute lease: both e-mails arrive, once each.
      await eventually(async () => (smtp.mailsTo('kiran@example.com').length >= 2 ? true : undefined), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(
        smtp
          .mailsTo('kiran@example.com')
          .map((mail) => mail.subject)
          .sort(),
      ).toEqual(['Welcome to Satchel', expect.stringMatching(/^Your order #\d+ is confirmed$/)]);
      // Two starts of a server from the sources, the first loading the demo shop: slow on a busy machine.
    },
    2 * SERVER_START_MS + 90_000,
  );
});
