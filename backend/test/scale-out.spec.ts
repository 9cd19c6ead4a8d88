import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import { Cluster, SatchelProcess } from '../src/cli/cluster/cluster';
import { ADMIN, adminToken, createCategory, createProduct, image, multipart } from './catalogue';
import { as, customer } from './shopping';
import { startSmtpServer, TestSmtpServer } from './smtp';
import { createDatabase, eventually, TestApp } from './test-app';

/**
 * docker-compose.yml's topology, run natively by `npm run cluster`'s code: nginx in front of two
 * API replicas, a worker, S3 and an SMTP catcher, on the local PostgreSQL and Redis. It proves
 * that the replicas behave as one shop, and that kills and restarts lose nothing. Mail goes to the
 * tests' SMTP server instead of the cluster's catcher: it can hold its answers, so a worker is
 * killed before any message it was sending was accepted (the README's one case of a second copy,
 * killed between "accepted" and recording it, is not what these tests look at).
 */
const canRun = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const nginxInstalled = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((path) => existsSync(path));
if (canRun && !nginxInstalled && process.env.CI)
  throw new Error('The scale-out suite needs nginx: apt-get install -y nginx');
const onCluster = canRun && nginxInstalled ? describe : describe.skip;

/** Logins (and registrations) one address may make per minute: small, to be reached. */
const LOGIN_LIMIT = 6;

onCluster('scale-out: nginx, two API replicas and a worker behave as one shop', () => {
  jest.setTimeout(180_000);
  let cluster: Cluster;
  let directory: string;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let db: Client;
  let smtp: TestSmtpServer;
  const prefix = `satchel-cluster-${randomBytes(4).toString('hex')}`;
  let admin: string;
  let categoryId: number;
  let nextAddress = 1;

  /** A client of one replica, or of nginx, as one person at an address of their own (X-Forwarded-For). */
  function client(url: string): TestApp {
    const address = `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
    // Replicas trust one proxy hop (TRUST_PROXY=1), so a direct request may say where it is from.
    return { http: request.agent(url).set('X-Forwarded-For', address) } as unknown as TestApp;
  }
  const replicaUrl = (replica: SatchelProcess) => `http://127.0.0.1:${replica.port}`;
  const viaNginx = () => ({ http: request(cluster.url) }) as unknown as TestApp;

  async function stockOf(variantId: number): Promise<number> {
    const { rows } = await db.query('select stock from product_variants where id = $1', [variantId]);
    return rows[0].stock;
  }
  async function orderIds(): Promise<number[]> {
    const { rows } = await db.query<{ id: number }>('select id from orders order by id');
    return rows.map((row) => row.id);
  }
  /** Confirmation e-mails caught, by order id (several per order would be duplicates). */
  function confirmations(): Map<number, string[]> {
    const byOrder = new Map<number, string[]>();
    for (const mail of smtp.received) {
      const order = /Your order #(\d+) is confirmed/.exec(mail.subject ?? '');
      if (order) byOrder.set(Number(order[1]), [...(byOrder.get(Number(order[1])) ?? []), mail.messageId ?? '']);
    }
    return byOrder;
  }
  /** Waits until every order has its confirmation and the outbox is empty, then checks none came twice. */
  async function expectEveryConfirmationOnce(): Promise<void> {
    const orders = await orderIds();
    await eventually(async () => (orders.every((id) => confirmations().has(id)) ? true : undefined), 60_000);
    await eventually(async () => {
      const { rows } = await db.query(`select count(*)::int as n from outbox_messages where status <> 'completed'`);
      return rows[0].n === 0 ? true : undefined;
    }, 60_000);
    const doubled = [...confirmations()].filter(([, ids]) => ids.length > 1);
    expect(doubled).toEqual([]);
    expect([...confirmations().keys()].sort((a, b) => a - b)).toEqual(orders);
  }
  /** How many requests for `path` a process's log shows: which replicas served them. */
  function served(replica: SatchelProcess, path: string): number {
    return readLog(replica.name)
      .split('\n')
      .filter((line) => line.includes(`"url":"${path}`)).length;
  }
  /** The whole lines a process of the cluster has logged so far (a line being written is left out). */
  function readLog(name: string): string {
    const text = readFileSync(join(directory, 'logs', `${name}.log`), 'utf8');
    return text.slice(0, text.lastIndexOf('\n') + 1);
  }
  /** Expects every replica to have served `path` since `before`; its log lines come through a pipe, so later. */
  async function expectEachServedSince(path: string, before: number[]): Promise<void> {
    const each = () => cluster.replicas.every((replica, i) => served(replica, path) > before[i]);
    await eventually(async () => (each() ? true : undefined), 10_000).catch(() => undefined);
    cluster.replicas.forEach((replica, i) => expect(served(replica, path)).toBeGreaterThan(before[i]));
  }

  async function shopper(name: string, variantId: number, quantity = 1) {
    const replica = cluster.replicas[nextAddress % cluster.replicas.length];
    const { token, addressId } = await customer(client(replicaUrl(replica)), name, {
      address: true,
      cart: [{ variantId, quantity }],
    });
    return { token, addressId: addressId! };
  }
  /** Places the shopper's order through nginx; keeps the key, so a retry cannot order twice. */
  function checkout(shopper: { token: string; addressId: number }, key = randomUUID()) {
    return as(viaNginx(), shopper.token)
      .post('/api/orders/place')
      .set('Idempotency-Key', key)
      .send({ addressId: shopper.addressId, paymentMethod: 'COD' })
      .then(
        (response) => ({ key, status: response.status, id: response.body?.id as number | undefined }),
        () => ({ key, status: 0, id: undefined }),
      );
  }

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'satchel-cluster-'));
    smtp = await startSmtpServer();
    database = await createDatabase(process.env.DATABASE_URL!, `satchel_${prefix.replaceAll('-', '_')}`);
    cluster = await Cluster.start({
      replicas: 2,
      port: 0,
      directory,
      databaseUrl: database.url,
      redisUrl: process.env.REDIS_URL!,
      env: {
        ...ADMIN,
        SMTP_URL: smtp.url,
        REDIS_PREFIX: prefix,
        AUTH_RATE_LIMIT: `${LOGIN_LIMIT}/60`,
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_MS: '1000',
        // A killed worker's jobs are found stalled after this, and run again (30 s by default).
        JOB_LOCK_MS: '5000',
      },
    });
    db = new Client({ connectionString: database.url });
    await db.connect();
    admin = await adminToken(client(replicaUrl(cluster.replicas[0])));
    categoryId = (await createCategory(client(replicaUrl(cluster.replicas[1])), admin, 'Totes')).id;
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    await database?.drop();
    await smtp?.close();
    const redis = new IORedis(process.env.REDIS_URL!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    if (directory && !process.env.KEEP_CLUSTER_DIR) await rm(directory, { recursive: true, force: true });
  });

  it('accepts on one replica the token another issued (one shared JWT_SECRET)', async () => {
    const [a, b] = cluster.replicas;
    const { token } = await customer(client(replicaUrl(a)), 'rhea');
    const profile = await as(client(replicaUrl(b)), token)
      .get('/api/auth/me')
      .expect(200);
    expect(JSON.stringify(profile.body)).toContain('rhea');
  });

  it('sells a product to many customers at once through nginx: no oversell, each confirmation once', async () => {
    const product = await createProduct(client(cluster.url), admin, {
      productName: 'Crowd Tote',
      categoryId,
      productVariants: [{ size: 'M', color: 'Tan', stock: 10, originalPrice: 2499, discountPrice: null }],
    });
    const variantId = product.variants[0].id;
    const shoppers = await Promise.all(Array.from({ length: 16 }, (_, i) => shopper(`crowd${i}`, variantId)));
    const before = cluster.replicas.map((replica) => served(replica, '/api/orders/place'));

    const answers = await Promise.all(shoppers.map((s) => checkout(s)));

    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 201).map((a) => a.status)).toEqual(Array(6).fill(409));
    expect(await stockOf(variantId)).toBe(0);
    // Both replicas took checkouts.
    await expectEachServedSince('/api/orders/place', before);
    await expectEveryConfirmationOnce();
    // The worker logs each e-mail it sent with its outbox id and the id nginx gave the checkout.
    // Every process's lines reach its file through this process's pipes, after the mail and the
    // outbox row: wait for them, then say what is missing.
    const sentIds = () =>
      [...readLog('worker').matchAll(/Job email\.order #\d+ \(request ([0-9a-f]{32})\) attempt \d+ done/g)].map(
        ([, requestId]) => requestId,
      );
    const checkoutIds = () =>
      cluster.replicas
        .flatMap((replica) => readLog(replica.name).split('\n'))
        .filter((line) => line.includes('"url":"/api/orders/place"'))
        .map((line) => (JSON.parse(line) as { req: { id: string } }).req.id);
    const allLogged = (sent: string[], checkouts: string[]) =>
      sent.length >= 10 && sent.every((id) => checkouts.includes(id));
    await eventually(async () => (allLogged(sentIds(), checkoutIds()) ? true : undefined), 30_000).catch(
      () => undefined,
    );
    const [sent, checkouts] = [sentIds(), checkoutIds()];
    expect(sent.length).toBeGreaterThanOrEqual(10);
    for (const requestId of sent) expect(checkouts).toContain(requestId);
  });

  it('serves an image uploaded through one replica from the other at once, and the worker’s renditions from both', async () => {
    const [a, b] = cluster.replicas;
    const created = await multipart(
      as(client(replicaUrl(a)), admin).post('/api/products'),
      {
        productName: 'Shared Satchel',
        categoryId: String(categoryId),
        productVariants: [{ size: 'M', color: 'Tan', stock: 3, originalPrice: 1999 }],
      },
      [{ field: 'images', data: await image({ width: 1600, height: 1200 }) }],
    ).expect(201);
    const original = created.body.images[0].url as string;
    const fromB = await request(replicaUrl(b)).get(original).expect(200);
    expect(fromB.headers['content-type']).toMatch(/^image\//);

    const renditions = await eventually(async () => {
      const product = await request(replicaUrl(b)).get(`/api/products/${created.body.id}`).expect(200);
      const made = product.body.images[0].renditions as { url: string }[];
      return made.length ? made : undefined;
    }, 60_000);
    for (const replica of cluster.replicas) {
      for (const rendition of renditions) {
        const response = await request(replicaUrl(replica)).get(rendition.url).expect(200);
        expect(response.headers['content-type']).toBe('image/webp');
      }
    }
  });

  it('holds the login limit across replicas, whatever X-Forwarded-For a client sends nginx', async () => {
    const statuses: number[] = [];
    const before = cluster.replicas.map((replica) => served(replica, '/api/auth/login'));
    for (let i = 0; i < LOGIN_LIMIT + 4; i++) {
      const response = await request(cluster.url)
        .post('/api/auth/login')
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send({ identifier: `nobody${i}`, password: 'wrong password here' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), ...Array(4).fill(429)]);
    await expectEachServedSince('/api/auth/login', before);
  });

  it('loses no acknowledged order when a replica is killed (kill -9) during a checkout burst', async () => {
    const product = await createProduct(client(cluster.url), admin, {
      productName: 'Sturdy Tote',
      categoryId,
      productVariants: [{ size: 'M', color: 'Tan', stock: 100, originalPrice: 2999, discountPrice: null }],
    });
    const variantId = product.variants[0].id;
    const shoppers = await Promise.all(Array.from({ length: 24 }, (_, i) => shopper(`burst${i}`, variantId)));
    const [victim] = cluster.replicas;

    const burst = Promise.all(shoppers.map((s) => checkout(s)));
    await new Promise((done) => setTimeout(done, 40));
    victim.signal('SIGKILL');
    const answers = await burst;
    await victim.whenExited();

    // What the shop acknowledged exists.
    const placed = new Set(await orderIds());
    for (const answer of answers.filter((a) => a.status === 201)) expect(placed.has(answer.id!)).toBe(true);
    // A shopper whose answer was lost asks again with the same key: the order is there once.
    const retried = await Promise.all(
      answers.map((answer, i) => (answer.status === 201 ? answer : checkout(shoppers[i], answer.key))),
    );
    expect(retried.map((a) => a.status).filter((status) => status !== 201 && status !== 200)).toEqual([]);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from orders o join order_lines l on l.order_id = o.id where l.variant_id = $1`,
      [variantId],
    );
    expect(rows[0].n).toBe(24);
    expect(await stockOf(variantId)).toBe(76);

    await victim.start();
    await expectEveryConfirmationOnce();
  });

  it('delivers every confirmation once when the worker is killed (kill -9) mid-queue and started again', async () => {
    const product = await createProduct(client(cluster.url), admin, {
      productName: 'Patient Tote',
      categoryId,
      productVariants: [{ size: 'M', color: 'Tan', stock: 50, originalPrice: 1999, discountPrice: null }],
    });
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => shopper(`queue${i}`, product.variants[0].id)),
    );
    smtp.hold(); // the SMTP server keeps every sender waiting for its final reply
    const answers = await Promise.all(shoppers.map((s) => checkout(s)));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    // Killed in the middle of sending, with more e-mails waiting behind those.
    await eventually(async () => (smtp.state.held >= 1 ? true : undefined), 30_000);
    cluster.worker.signal('SIGKILL');
    await cluster.worker.whenExited();
    await new Promise((done) => setTimeout(done, 500)); // the server sees the connections drop
    smtp.release();
    await cluster.worker.start();
    await expectEveryConfirmationOnce();
  });

  it('restarts each replica in turn (SIGTERM, then start) under steady load with no failed request', async () => {
    const NGINX_LEAVES_OUT_MS = 3000;
    const product = await createProduct(client(cluster.url), admin, {
      productName: 'Steady Tote',
      categoryId,
      productVariants: [{ size: 'M', color: 'Tan', stock: 5, originalPrice: 999, discountPrice: null }],
    });
    const buyer = await shopper('steady', product.variants[0].id);
    const failures: string[] = [];
    let requests = 0;
    let loading = true;
    const paths = ['/api/products', `/api/products/${product.id}`, '/api/categories', '/api/cart'];
    // Three lanes read; one writes with POST, which nginx never retries once it reached a replica.
    const load = Array.from({ length: 4 }, async (_, lane) => {
      while (loading) {
        const write = lane === 3;
        const path = write ? `/api/wishlist/${product.id}` : paths[(requests + lane) % paths.length];
        requests++;
        const api = as(viaNginx(), buyer.token);
        const response = await (write ? api.post(path) : api.get(path)).then(
          (r) => r.status,
          (error: Error) => error.message,
        );
        if (response !== 200 && response !== 201) failures.push(`${write ? 'POST' : 'GET'} ${path} → ${response}`);
      }
    });
    // One at a time, each back in nginx's rotation before the next goes: nginx leaves a replica
    // out for fail_timeout (2 s) counted in whole seconds, so for up to 3 s.
    for (const replica of cluster.replicas) {
      await new Promise((done) => setTimeout(done, NGINX_LEAVES_OUT_MS + 500));
      await replica.stop();
      await replica.start();
    }
    await new Promise((done) => setTimeout(done, NGINX_LEAVES_OUT_MS + 500));
    loading = false;
    await Promise.all(load);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);
  });

  it('keeps serving through nginx after all of that', async () => {
    const health = await request(cluster.url).get('/api/health').expect(200);
    expect(health.body.database.status).toBe('up');
    await request(cluster.url).get('/api/products').expect(200);
  });
});
