// Satchel's speed, judged against the ceiling of this machine: for each read it starts a bare
// node:http server answering with the very bytes Satchel sent, loads both with autocannon in the
// same run, and prints req/s, p50, p99 and the ratio. It starts Satchel itself from the built
// code: embedded (PGlite, demo shop) and on the local PostgreSQL with a large catalogue
// (`seed:large`), each with the catalogue cache on and off, then runs the checkout benchmark
// (without, then with a discount code on every order).
// Only ever aimed at this machine and bounded in time; every process it starts, it stops.
//
// Target `clusterN` (e.g. cluster1,cluster2) measures `npm run cluster`'s topology instead: the
// same reads through nginx in front of N replicas and a worker, on PostgreSQL and Redis.
//
// `--webhooks` adds a checkout round with a webhook endpoint listening for order.placed on a
// receiver in this process, and says what delivering costs per order and how soon it caught up;
// then the drain of a burst of product.updated events alone.
//
// Options: `npm run bench -- --help` (USAGE below).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import IORedis from 'ioredis';
import pg from 'pg';
import { benchCheckout } from './bench-checkout.mjs';
import { parseOptions, usageError } from './options.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const USAGE = `Usage: npm run bench -- [options]
  --targets embedded,postgres   what to measure: embedded (PGlite, the 46-product demo shop),
                                postgres (the local PostgreSQL, --products products), clusterN
                                (nginx in front of N replicas on PostgreSQL, the demo shop)
  --seconds 10                  length of each load round (1-60)
  --samples 3                   rounds per read for Satchel and for the bare server, taken in
                                turn (Satchel first, then the bare server first), and checkout
                                rounds of each kind (plain and with a code, likewise in turn);
                                medians printed
  --connections 50              concurrent connections per round (1-200)
  --products 10000              catalogue size seeded for the postgres target
  --customers 50                shoppers in each checkout round
  --database-url URL            PostgreSQL server for postgres and clusterN (a fresh database each)
  --webhooks                    adds a checkout round with a webhook endpoint for order.placed
  --checkout-only               no read rounds: only the checkout rounds (and --webhooks)
  --reads NAMES                 only the reads whose names start with one of NAMES, ";" between
                                them ("index.html;list, 304": the page, its 304, the list's 304),
                                and no checkout rounds: to measure a few reads again
  --warm-up 0                   seconds of unmeasured load on the same read just before each
                                measured round, Satchel's and the bare server's alike (0: none,
                                the method of the figures in docs/performance.md until 2026-12-07)
  --smoke                       CI: embedded only, 1 s rounds, one sample, nothing judged
  --help                        this text`;
const values = parseOptions(
  {
    targets: { type: 'string', default: 'embedded,postgres' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    products: { type: 'string', default: '10000' },
    customers: { type: 'string', default: '50' },
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    smoke: { type: 'boolean', default: false },
    webhooks: { type: 'boolean', default: false },
    'checkout-only': { type: 'boolean', default: false },
    reads: { type: 'string', default: '' },
    samples: { type: 'string', default: '3' },
    'warm-up': { type: 'string', default: '0' },
  },
  USAGE,
);
const smoke = values.smoke;
const samples = smoke ? 1 : Math.min(Math.max(Math.trunc(Number(values.samples)) || 3, 1), 9);
const seconds = smoke ? 1 : Math.min(Math.max(Number(values.seconds) || 10, 1), 60);
const connections = smoke ? 4 : Math.min(Math.max(Number(values.connections) || 50, 1), 200);
const warmUpSeconds = smoke ? 0 : Math.min(Math.max(Number(values['warm-up']) || 0, 0), 60);
const targets = smoke ? ['embedded'] : values.targets.split(',').map((t) => t.trim());
// The smoke run takes the webhook round too, so CI keeps its code path working.
const webhooks = smoke || values.webhooks;
/** The API's reads, measured with the catalogue cache on and off, by name. */
const API_READS = ['list, 20 products', 'category', 'search "handbag"', 'product', 'category tree'];
/** --reads: the beginnings of the names of the reads to measure (none: every read, then checkout). */
const readsWanted = values.reads
  .split(';')
  .map((name) => name.trim())
  .filter(Boolean);
const wanted = (read) => !readsWanted.length || readsWanted.some((name) => read.name.startsWith(name));
/** The reads measured with the catalogue cache on only (the storefront's page and script, and 304s), by name. */
const CACHED_ONLY_READS = ['index.html', 'index.html, 304', 'list, 304', 'storefront script, brotli'];
const READ_NAMES = [...API_READS, ...CACHED_ONLY_READS];
for (const name of readsWanted) {
  if (!READ_NAMES.some((read) => read.startsWith(name)))
    usageError(`--reads: no read's name starts with "${name}" (${READ_NAMES.join('; ')})`, USAGE);
}
if (readsWanted.length && (values['checkout-only'] || values.webhooks))
  usageError('--reads measures reads alone: not with --checkout-only or --webhooks', USAGE);
const started = [];
/** Events in the webhook drain round (--webhooks). */
const WEBHOOK_BURST = 2000;
const BENCH_ADMIN = { email: 'bench-admin@satchel.local', password: 'bench admin password 1' };

const databases = new Set();
/** The cluster's processes and the bare servers' nginx: each in a process group of its own. */
const groups = new Set();
// A crash (an uncaught exception) skips every finally: still leave no server running.
process.on('exit', () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const group of groups) group.signal('SIGKILL');
});
process.on('SIGINT', async () => {
  await Promise.all([...groups].map((group) => group.stop()));
  await stopAll();
  for (const database of databases) await database.drop().catch(() => undefined);
  process.exit(130);
});

try {
  console.log(
    `# Satchel bench ${new Date().toISOString()}: ${connections} connections, ${seconds} s rounds, ` +
      `median of ${samples} per figure` +
      (warmUpSeconds ? `, ${warmUpSeconds} s of unmeasured load before each read round` : '') +
      '\n',
  );
  for (const target of targets) await benchTarget(target);
} finally {
  await stopAll();
}

async function benchTarget(target) {
  if (/^cluster\d+$/.test(target)) return benchCluster(Number(target.slice('cluster'.length)));
  const database = target === 'postgres' ? await freshDatabase(values['database-url']) : undefined;
  try {
    const env = { DATABASE_URL: database?.url ?? '', REDIS_URL: '', DEMO_DATA: 'true' };
    if (database && !smoke) {
      console.log(`seeding ${values.products} products into ${database.name}…`);
      const seedDir = await mkdtemp(join(tmpdir(), 'satchel-seed-'));
      await run('node', ['backend/dist/cli/seed-large.js', '--products', values.products], {
        ...env,
        DATA_DIR: seedDir,
        DEMO_DATA: 'false',
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        LOG_LEVEL: 'warn',
      });
      await rm(seedDir, { recursive: true, force: true });
      // As a live database would have them: planner statistics for the new rows. Only the
      // catalogue's tables: statistics of the empty order tables made PostgreSQL plan the checks
      // of foreign keys into them (kept per connection) as scans of the whole table, which a
      // live shop's orders never have, and each order of a round then read every order before
      // it (docs/performance.md, Method).
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('analyze categories, products, product_variants, uploads, product_images');
      await client.end();
    }
    // Cache off first: the checkout that follows the cached reads leaves e-mails to send.
    for (const cache of values['checkout-only'] ? ['on'] : ['off', 'on']) {
      // With --reads, the cache-off round only when one of the API reads is asked for.
      if (cache === 'off' && readsWanted.length && !API_READS.some((name) => wanted({ name }))) continue;
      const satchel = await startSatchel(
        {
          ...env,
          CATALOGUE_CACHE_MB: cache === 'on' ? '64' : '0',
          // The --webhooks round's receiver is on loopback.
          ...(webhooks ? { WEBHOOK_ALLOW_PRIVATE: 'true' } : {}),
        },
        { postmasterPid: database?.postmasterPid },
      );
      try {
        console.log(`\n## ${target}, catalogue cache ${cache}, ${await catalogueSize(satchel.url)}\n`);
        const memory = { idle: rssMb([satchel.pid]) };
        if (!values['checkout-only']) {
          const scenarios = await scenariosOf(satchel.url, cache === 'on');
          console.log(
            '| read | Satchel req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | ratio | Satchel µs CPU | bare µs CPU | CPU ratio |',
          );
          console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
          const watch = watchMemory([satchel.pid]);
          for (const scenario of scenarios) await compare(satchel.url, scenario, { satchelPid: satchel.pid });
          memory.reads = watch.stop();
        }
        if (cache === 'on' && !readsWanted.length) {
          const watch = watchMemory([satchel.pid]);
          const embedded = !database;
          await warmUpCheckout(satchel);
          await checkoutRounds(satchel, { embedded });
          if (webhooks) await benchWebhooks(satchel, { embedded });
          if (webhooks) await benchWebhookBurst(satchel, { embedded, count: smoke ? 50 : WEBHOOK_BURST });
          memory.checkout = watch.stop();
        }
        console.log(
          `\nmemory (RSS of Satchel's process${database ? '' : ', PGlite inside it'}): ${memory.idle} MB idle after start` +
            (memory.reads ? `, at most ${memory.reads} MB during the reads` : '') +
            (memory.checkout ? `, at most ${memory.checkout} MB during the checkout rounds` : ''),
        );
      } finally {
        await satchel.stop();
      }
    }
  } finally {
    await database?.drop();
  }
}

/**
 * A receiver in this process answering 204 to every delivery, and the admin's endpoint for it:
 * `received` holds each event's webhook-id.
 */
async function webhookReceiver(satchel, events) {
  const received = new Set();
  const receiver = createHttpServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.add(request.headers['webhook-id']);
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const login = await fetch(`${satchel.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
    });
    const { token } = await login.json();
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const registered = await fetch(`${satchel.url}/api/admin/webhooks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ url: `http://127.0.0.1:${receiver.address().port}/hook`, events }),
    });
    if (registered.status !== 201) throw new Error(`registering the endpoint: ${registered.status}`);
    const { id } = await registered.json();
    return {
      received,
      /** Waits until `count` events arrived (at most 5 minutes); the seconds since `since`. */
      until: async (count, since) => {
        while (received.size < count && Date.now() - since < 300_000) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        if (received.size < count) throw new Error(`only ${received.size} of ${count} events arrived`);
        return (Date.now() - since) / 1000;
      },
      close: async () => {
        try {
          // Removed, so that no later round delivers to a receiver gone.
          await fetch(`${satchel.url}/api/admin/webhooks/${id}`, { method: 'DELETE', headers });
        } finally {
          await new Promise((resolve) => receiver.close(resolve));
        }
      },
    };
  } catch (error) {
    receiver.close();
    throw error;
  }
}

/**
 * Checkout again with an endpoint listening for order.placed: orders/s while the deliveries are
 * made alongside, the CPU per order until every order's event has arrived, and how long after the
 * last order that was.
 */
async function benchWebhooks(satchel, { embedded }) {
  const receiver = await webhookReceiver(satchel, ['order.placed']);
  try {
    const checkout = await checkoutRound(satchel);
    const ended = Date.now();
    const arrivedInRound = receiver.received.size;
    // Every order placed in the round has its event delivered.
    const placed = checkout.orders;
    const drainSeconds = await receiver.until(placed, ended);
    // The events still owed when the orders stopped, over the time they took (the round's e-mails are sent meanwhile).
    const drainRate = ((placed - arrivedInRound) / Math.max(drainSeconds, 0.001)).toFixed(0);
    const cpu = cpuPerOrder(checkout.sampled.before, await cpuNow(satchel), checkout.orders, {
      embedded,
      label: 'timed loop and deliveries until the last arrived',
    });
    console.log(
      `
checkout with a webhook endpoint (order.placed): ${checkout.ordersPerSecond.toFixed(0)} orders/s, ` +
        `p50 ${checkout.p50} ms, p99 ${checkout.p99} ms, ${checkout.orders} orders, ${checkout.errors} errors; ` +
        `${receiver.received.size} of ${placed} orders' events received (${arrivedInRound} during the round)` +
        (placed > arrivedInRound
          ? `, the last ${drainSeconds.toFixed(1)} s after the round: the rest drained at ${drainRate} events/s`
          : '') +
        (cpu
          ? `
${cpu}`
          : ''),
    );
  } finally {
    await receiver.close();
  }
}

/**
 * The webhook drain alone: with the outbox empty, one statement changes products until `count`
 * changes are made (the demo shop's 46 products several times over, each time a new updated_at),
 * and their triggers write a product.updated event for each, as a bulk edit or an import would;
 * the clock runs until the receiver has every one. The statement goes to Satchel's database directly: embedded, through
 * the socket Satchel's data directory names.
 */
async function benchWebhookBurst(satchel, { embedded, count }) {
  await settled(satchel.url);
  const databaseUrl = embedded
    ? JSON.parse(await readFile(join(satchel.dataDir, 'db-server.json'), 'utf8')).url
    : satchel.env.DATABASE_URL;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const receiver = await webhookReceiver(satchel, ['product.updated']).catch(async (error) => {
    await client.end();
    throw error;
  });
  try {
    const before = await cpuNow(satchel);
    const started = Date.now();
    await client.query(`do $$
      declare owed int := ${Number(count)}; changed int;
      begin
        while owed > 0 loop
          update products set updated_at = clock_timestamp() where id in (select id from products order by id limit owed);
          get diagnostics changed = row_count;
          exit when changed = 0;
          owed := owed - changed;
        end loop;
      end $$`);
    const seconds = await receiver.until(count, started);
    const cpu = cpuPerOrder(before, await cpuNow(satchel), count, {
      embedded,
      label: 'from the statement until the last arrived',
      unit: 'event',
      bench: 'receiver',
    });
    console.log(
      `\nwebhook drain: ${count} product.updated events written by one statement, all received in ` +
        `${seconds.toFixed(1)} s: ${(count / seconds).toFixed(0)} events/s` +
        (cpu ? `\n${cpu}` : ''),
    );
  } finally {
    await client.end().catch(() => undefined);
    await receiver.close();
  }
}

/** One checkout round against `satchel` (its url; with its pid, the CPU counters around the timed loop), with this run's length and shoppers. */
function checkoutRound(satchel, { code = false, seconds: length = seconds } = {}) {
  return benchCheckout({
    baseUrl: satchel.url,
    seconds: length,
    customers: smoke ? 4 : Number(values.customers),
    admin: BENCH_ADMIN,
    code,
    sample: async () => (satchel.pid ? cpuNow(satchel) : undefined),
  });
}

/**
 * An untimed checkout round with a code, before the timed ones, and its e-mails sent: a fresh
 * process compiles its checkout code on its first orders, and each new connection of its pool
 * has PostgreSQL read the catalogue and plan the prepared statements once. Without it the first
 * timed round paid for that: Satchel's CPU per plain order came out above that of an order with a
 * code, which makes three requests to its two.
 */
async function warmUpCheckout(satchel) {
  const warm = await checkoutRound(satchel, { code: true, seconds: smoke ? 1 : 3 });
  // Untimed, but checked as the timed rounds are: anything amiss is printed.
  const { empty } = await outboxDrained(satchel.url);
  if (warm.oversold || warm.errors || !empty) {
    console.log(
      `\nwarm-up checkout round: ${warm.errors} errors, oversold ${warm.oversold}` +
        (empty ? '' : ', its e-mails still waiting after 5 minutes'),
    );
  }
}

/**
 * The checkout rounds, plain and with a discount code on every order (issue 31: applied each loop,
 * counted by the placing statement): `samples` of each, taken in turn with the order swapped every
 * pair (inTurn), so neither kind always runs on the warmer machine or the database with more
 * rounds' rows in it. Each figure printed is the median of its rounds, each apart; orders, errors
 * and oversold are summed. Nothing is vacuumed between rounds: a vacuum of the cart's tables left
 * them a page or two in PostgreSQL's statistics, and its plans made again then read the cart by
 * scanning the table, which the round's dead rows then grew (docs/performance.md, Method).
 */
async function checkoutRounds(satchel, { embedded }) {
  const rounds = { plain: [], code: [] };
  for (let sample = 0; sample < samples; sample++) {
    for (const kind of inTurn(sample, ['plain', 'code'])) {
      const round = await checkoutRound(satchel, { code: kind === 'code' });
      rounds[kind].push({ ...round, ...(await checkoutCpu(satchel, round)) });
    }
  }
  console.log(`\n${describeCheckout('checkout', rounds.plain, { embedded })}`);
  console.log(`\n${describeCheckout('checkout with a discount code', rounds.code, { embedded })}`);
}

/**
 * A checkout round's CPU per order (cpuFigures), over the timed loop and then until the outbox is
 * empty: each order owes a confirmation e-mail, and those still waiting when the loop ends are sent
 * after it (a build that sends them faster has more of them inside the loop). Waiting also keeps
 * one round's e-mails out of the next round.
 */
async function checkoutCpu(satchel, round) {
  const loop = cpuFigures(round.sampled.before, round.sampled.after, round.orders);
  const { seconds, empty } = await outboxDrained(satchel.url);
  const withEmails = cpuFigures(round.sampled.before, await cpuNow(satchel), round.orders);
  return { loop, withEmails, drainSeconds: seconds, drained: empty };
}

/** The lines for checkout rounds of one kind: medians of their figures, their counts summed. */
function describeCheckout(title, rounds, { embedded }) {
  const median = (key) => medianOf(rounds.map((round) => round[key]));
  const sum = (key) => rounds.reduce((total, round) => total + round[key], 0);
  const perRound = rounds.map((round) => round.ordersPerSecond.toFixed(0)).join(', ');
  const undrained = rounds.filter((round) => !round.drained);
  // A round whose e-mails were still waiting when the bench gave up is said, with its wait.
  const drainSeconds = undrained.length
    ? Math.max(...undrained.map((round) => round.drainSeconds))
    : median('drainSeconds');
  const loop = medianFigures(rounds.map((round) => round.loop));
  const withEmails = medianFigures(rounds.map((round) => round.withEmails));
  return [
    `${title}: ${median('ordersPerSecond').toFixed(0)} orders/s, p50 ${median('p50')} ms, p99 ${median('p99')} ms` +
      (rounds.length > 1 ? ` (medians of ${rounds.length} rounds: ${perRound} orders/s)` : '') +
      `, ${sum('orders')} orders, ${sum('errors')} errors, oversold ${sum('oversold')}`,
    loop && describeCpu(loop, { embedded }),
    withEmails &&
      describeCpu(withEmails, {
        embedded,
        label: !undrained.length
          ? `timed loop and its e-mails, the last sent ${drainSeconds.toFixed(1)} s after it`
          : `timed loop and ${drainSeconds.toFixed(0)} s after it, e-mails still waiting in ` +
            `${undrained.length} of ${rounds.length} rounds`,
      }),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Waits, for 5 minutes at most, until no job waits in the outbox (health's count, read every
 * 200 ms: a request and a count each, inside the second figure); the seconds it took.
 */
async function outboxDrained(url) {
  const start = performance.now();
  let empty = false;
  for (let i = 0; i < 1500 && !empty; i++) {
    const health = await (await fetch(`${url}/api/health`)).json();
    empty = health.jobs.pending === 0;
    if (!empty) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { seconds: (performance.now() - start) / 1000, empty };
}

/** The reads and the checkout through nginx in front of `replicas` API processes and a worker. */
async function benchCluster(replicas) {
  const database = await freshDatabase(values['database-url']);
  const directory = await mkdtemp(join(tmpdir(), 'satchel-bench-cluster-'));
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `satchel-bench-${Date.now().toString(36)}`;
  const { Cluster } = await clusterModule();
  const cluster = await Cluster.start({
    replicas,
    port: 0,
    directory,
    databaseUrl: database.url,
    redisUrl,
    env: {
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      REDIS_PREFIX: prefix,
      CATALOGUE_CACHE_MB: '64',
      AUTH_RATE_LIMIT: '100000/60',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
  });
  for (const member of [cluster.nginx, cluster.worker, ...cluster.replicas]) groups.add(member);
  try {
    await settled(cluster.url);
    console.log(
      `\n## cluster: nginx, ${replicas} API replica(s) and a worker, PostgreSQL and Redis, cache on, ` +
        `${await catalogueSize(cluster.url)}\n`,
    );
    console.log('The bare server is loaded through an nginx of its own with the same configuration.\n');
    const scenarios = await scenariosOf(cluster.url, true);
    const members = [...cluster.replicas.map((replica) => replica.name), cluster.worker.name];
    const pids = [...cluster.replicas, cluster.worker].map((member) => [member.pid]);
    const idle = pids.map(rssMb);
    console.log('| read | Satchel req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | ratio |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    let watches = pids.map(watchMemory);
    for (const scenario of scenarios) await compare(cluster.url, scenario, { behindNginx: true });
    const reads = watches.map((watch) => watch.stop());
    if (readsWanted.length) {
      console.log(
        `\nmemory (RSS, MB: idle after start / at most during the reads): ` +
          members.map((name, i) => `${name} ${idle[i]} / ${reads[i]}`).join(', '),
      );
      return;
    }
    watches = pids.map(watchMemory);
    await warmUpCheckout({ url: cluster.url });
    const checkout = await checkoutRound({ url: cluster.url });
    const checkoutPeaks = watches.map((watch) => watch.stop());
    console.log(`\n${describeCheckout('checkout', [checkout], { embedded: false })}`);
    console.log(
      `\nmemory (RSS, MB: idle after start / at most during the reads / at most during checkout): ` +
        members.map((name, i) => `${name} ${idle[i]} / ${reads[i]} / ${checkoutPeaks[i]}`).join(', '),
    );
  } finally {
    await cluster.stop();
    groups.clear();
    await database.drop();
    const redis = new IORedis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await rm(directory, { recursive: true, force: true });
  }
}

/** "N products": the targets hold different catalogues (the demo shop, or the seeded large one). */
async function catalogueSize(url) {
  const listed = await (await fetch(`${url}/api/products?page=1&limit=1`)).json();
  return `${listed.pagination.totalItems} products`;
}

/** Waits until the shop's start-up jobs (the demo shop's pictures) are done: they change the catalogue. */
async function settled(url) {
  for (let calm = 0, i = 0; calm < 3 && i < 600; i++) {
    const health = await (await fetch(`${url}/api/health`)).json();
    calm = health.jobs.pending === 0 ? calm + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * CPU seconds used so far by Satchel's process, by this process (the load generator), by the
 * local PostgreSQL server's processes when `satchel.postmasterPid` names it, and by the whole
 * machine (/proc/stat's busy time, every core), on Linux; undefined elsewhere. What the machine
 * spent beyond these is the rest: the kernel's interrupts (loopback networking among them) and
 * any other process. Embedded, PGlite runs inside Satchel's process, so its CPU is in Satchel's
 * figure.
 */
async function cpuNow(satchel) {
  try {
    const ticks = clockTicks();
    const satchelTicks = (await processTicks(satchel.pid)).own;
    // "cpu user nice system idle iowait irq softirq steal …": all but idle, iowait and steal is
    // busy. Steal is time the hypervisor gave this machine's cores to another guest: no work done
    // here, so it is counted apart, and a run it slowed says so.
    const [user, nice, system, , , irq, softirq, steal] = (await readFile('/proc/stat', 'utf8'))
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const own = process.cpuUsage();
    const postgres = satchel.postmasterPid ? await postgresTicks(satchel.postmasterPid) : undefined;
    return {
      satchel: satchelTicks / ticks,
      machine: (user + nice + system + irq + softirq) / ticks,
      steal: steal / ticks,
      bench: (own.user + own.system) / 1e6,
      ...(postgres === undefined ? {} : { postgres: postgres / ticks }),
    };
  } catch {
    return undefined;
  }
}

/** The kernel's clock ticks per second, in which /proc counts CPU time. */
function clockTicks() {
  return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
}

/** A process's parent, its own CPU ticks (utime + stime) and those of its children it has reaped (cutime + cstime). */
async function processTicks(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    ppid: Number(fields[1]),
    own: Number(fields[11]) + Number(fields[12]),
    reaped: Number(fields[13]) + Number(fields[14]),
  };
}

/**
 * The CPU ticks of a PostgreSQL server's processes so far: the postmaster's, its live children's,
 * and those of the children it has reaped, which the kernel adds to the postmaster's account at
 * their exit. So a backend that exits within a round keeps its share, which sampling the live
 * `postgres` processes alone lost (issue 34, item 9). Other databases of the same server count in.
 */
async function postgresTicks(postmasterPid) {
  const postmaster = await processTicks(postmasterPid);
  let ticks = postmaster.own + postmaster.reaped;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // A child may exit while it is read; it is counted in the postmaster's account then.
    const child = await processTicks(entry).catch(() => undefined);
    if (child?.ppid === postmasterPid) ticks += child.own;
  }
  return ticks;
}

/**
 * The process id of the PostgreSQL server behind `client` when it runs on this machine (the
 * parent of the client's backend, a `postgres` process); undefined otherwise.
 */
async function localPostmaster(client) {
  try {
    const { rows } = await client.query('select pg_backend_pid() as pid');
    const { ppid } = await processTicks(rows[0].pid);
    const name = (await readFile(`/proc/${ppid}/comm`, 'utf8')).trim();
    return name === 'postgres' ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/** The CPU milliseconds per order (or `unit`) each spent, and how many a second this machine's cores allow at that cost. */
function cpuPerOrder(before, after, orders, options = {}) {
  const figures = cpuFigures(before, after, orders);
  return figures && describeCpu(figures, options);
}

/**
 * CPU per unit of work (ms) between two cpuNow readings, by whom: Satchel, PostgreSQL (when its
 * processes were counted), the load generator (`bench`), the rest of the machine, the whole
 * machine, and the hypervisor's steal; undefined without both readings or any work.
 */
function cpuFigures(before, after, count) {
  if (!before || !after || !count) return undefined;
  const ms = (key) => ((after[key] - before[key]) * 1000) / count;
  const postgres = before.postgres !== undefined && after.postgres !== undefined ? ms('postgres') : undefined;
  return {
    satchel: ms('satchel'),
    postgres,
    bench: ms('bench'),
    // Counted per process and per machine in clock ticks, so a quiet rest can come out a hair below 0.
    rest: Math.max(0, ms('machine') - ms('satchel') - ms('bench') - (postgres ?? 0)),
    machine: ms('machine'),
    steal: ms('steal'),
  };
}

/** Each figure's median over several rounds' cpuFigures (those without any left out). */
function medianFigures(list) {
  const known = list.filter(Boolean);
  if (!known.length) return undefined;
  return Object.fromEntries(Object.keys(known[0]).map((key) => [key, medianOf(known.map((figures) => figures[key]))]));
}

/** cpuFigures in words, with the most of `unit`s a second the machine's cores allow at that cost. */
function describeCpu(
  { satchel, postgres, bench, rest, machine, steal },
  { embedded = false, label = 'timed loop only', unit = 'order', bench: benchName = 'load generator' } = {},
) {
  const ceiling = (availableParallelism() * 1000) / machine;
  return (
    `CPU per ${unit} (${label}): Satchel ${satchel.toFixed(1)} ms` +
    (embedded ? ' (PGlite inside it)' : '') +
    (postgres === undefined
      ? `, ${embedded ? 'rest of the machine' : 'PostgreSQL and the rest of the machine'} ${rest.toFixed(1)} ms, `
      : `, PostgreSQL ${postgres.toFixed(1)} ms, the rest of the machine (kernel interrupts, other processes) ` +
        `${rest.toFixed(1)} ms, `) +
    `${benchName} ${bench.toFixed(1)} ms; ${availableParallelism()} cores allow at most ${ceiling.toFixed(0)} ${unit}s/s at that cost` +
    (steal >= 0.05 ? `; the hypervisor took ${steal.toFixed(1)} ms per ${unit} from this machine (steal)` : '')
  );
}

/** Resident memory (VmRSS) in MB, summed over these processes; those gone count 0. */
function rssMb(pids) {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // exited
    }
  }
  return Math.round(kb / 1024);
}

/** The highest resident memory of these processes while watched, sampled every 250 ms. */
function watchMemory(pids) {
  let peak = rssMb(pids);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pids))), 250);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssMb(pids));
    },
  };
}

/** The reads to measure, with the request headers a browser would send; only the cached set is warmed. */
async function scenariosOf(url, warm) {
  const get = async (path, headers = {}) => {
    const response = await fetch(new URL(path, url), { headers });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  };
  const tree = JSON.parse((await get('/api/categories')).body);
  const category = tree.find((c) => c.name.startsWith('Load Test')) ?? tree[0];
  const first = JSON.parse((await get('/api/products?page=1&limit=20')).body).data[0];
  const html = (await get('/')).body.toString();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const paths = {
    'list, 20 products': '/api/products?page=1&limit=20',
    category: `/api/products/category/${category.id}`,
    'search "handbag"': '/api/products/search?q=handbag',
    product: `/api/products/${first.id}`,
    'category tree': '/api/categories',
  };
  const reads = API_READS.map((name) => ({ name, path: paths[name], headers: {} }));
  if (warm) {
    const index = await get('/');
    const list = await get(paths['list, 20 products']);
    const cachedOnly = {
      'index.html': { path: '/', headers: {} },
      'index.html, 304': { path: '/', headers: { 'if-none-match': index.headers.get('etag') } },
      'list, 304': { path: paths['list, 20 products'], headers: { 'if-none-match': list.headers.get('etag') } },
      'storefront script, brotli': script && { path: script, headers: { 'accept-encoding': 'br' } },
    };
    for (const name of CACHED_ONLY_READS) if (cachedOnly[name]) reads.push({ name, ...cachedOnly[name] });
  }
  const chosen = reads.filter(wanted);
  if (!chosen.length)
    throw new Error(`--reads ${values.reads}: no read's name starts so (${reads.map((r) => r.name).join('; ')})`);
  for (const read of chosen) {
    // The answer as it is on the wire (no decoding): status, every header and the body bytes, so
    // the bare server sends the same bytes, headers included, and the ratio is the per-request work.
    read.answer = await wireAnswer(new URL(read.path, url), {
      ...read.headers,
      'accept-encoding': read.headers['accept-encoding'] ?? 'identity',
    });
  }
  return chosen;
}

async function wireAnswer(url, headers) {
  // Headers each server writes for itself (the bare one sets Content-Length from the body).
  const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
  const { get } = await import('node:http');
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (c) => chunks.push(c));
      response.on('end', () => {
        const kept = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          if (!OWN_HEADERS.has(response.rawHeaders[i].toLowerCase())) kept.push(response.rawHeaders.slice(i, i + 2));
        }
        resolve({ status: response.statusCode, headers: kept, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

/**
 * Satchel and the bare server on the same bytes, `samples` rounds each, taken in turn and with the
 * order swapped every pair (so neither always runs on a cold or a warm machine); medians printed.
 * `behindNginx`: the bare server is loaded through its own nginx from deploy/nginx.conf, so the
 * ceiling carries the same hop as Satchel's replicas.
 */
async function compare(url, read, { behindNginx = false, satchelPid = undefined } = {}) {
  const cpuColumns = satchelPid !== undefined && !behindNginx;
  const bare = await startBare(read.answer, { behindNginx });
  try {
    const runs = { satchel: [], ceiling: [] };
    const satchelUrl = new URL(read.path, url).toString();
    const satchelRound = async () => {
      await warmUp(satchelUrl, read.headers);
      runs.satchel.push(await load(satchelUrl, read.headers, satchelPid));
    };
    // Behind nginx the ceiling's work is nginx's too: no CPU figure for either.
    const ceilingRound = async () => {
      await warmUp(bare.url, read.headers);
      runs.ceiling.push(await load(bare.url, read.headers, satchelPid && !behindNginx ? bare.pid : undefined));
    };
    for (let sample = 0; sample < samples; sample++) {
      const [first, second] = inTurn(sample, [satchelRound, ceilingRound]);
      await first();
      await second();
    }
    const satchel = medianRun(runs.satchel);
    const ceiling = medianRun(runs.ceiling);
    const ratio = satchel.rps / ceiling.rps;
    const satchelCpu = medianOf(runs.satchel.map((run) => run.cpuMicros));
    const ceilingCpu = medianOf(runs.ceiling.map((run) => run.cpuMicros));
    const cpu = !cpuColumns
      ? ''
      : satchelCpu && ceilingCpu
        ? ` ${satchelCpu.toFixed(1)} | ${ceilingCpu.toFixed(1)} | ${(ceilingCpu / satchelCpu).toFixed(2)} |`
        : ' – | – | – |';
    const bad = runs.satchel.reduce((sum, run) => sum + run.bad, 0);
    const counts = {};
    for (const run of runs.satchel)
      for (const [reason, n] of Object.entries(run.why)) counts[reason] = (counts[reason] ?? 0) + n;
    const why = Object.entries(counts)
      .map(([reason, n]) => `${reason} ×${n}`)
      .join(', ');
    console.log(
      `| ${read.name} (${read.answer.status}, ${(read.answer.body.length / 1024).toFixed(1)} KB) | ${satchel.rps.toFixed(0)} | ` +
        `${satchel.p50} | ${satchel.p99} | ${ceiling.rps.toFixed(0)} | ${ceiling.p99} | ${ratio.toFixed(2)} |${cpu}` +
        (bad ? ` ${bad} failed (${why})` : ''),
    );
  } finally {
    await bare.stop();
  }
}

/** The pair in the order the `sample`th round takes them: as given, then swapped, in turn. */
function inTurn(sample, [first, second]) {
  return sample % 2 === 0 ? [first, second] : [second, first];
}

/**
 * The round with the median req/s (its latencies with it). A round's latencies cannot be averaged
 * with another's, so of an even count this is the upper middle round, where medianOf averages.
 */
function medianRun(runs) {
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];
}

/** The median of the values known (of an even count, the mean of the middle two), or undefined without any. */
function medianOf(values) {
  const known = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  if (!known.length) return undefined;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
}

/**
 * --warm-up: load `url` unmeasured for that long, so the round after it finds the server busy
 * rather than just woken from the other server's round (docs/performance.md, the small answers'
 * swing).
 */
async function warmUp(url, headers) {
  if (warmUpSeconds > 0) await autocannon({ url, connections, duration: warmUpSeconds, headers });
}

/**
 * One round of load on `url`; with `pid`, also the CPU that process spent per answer (µs): what
 * the server's own work costs, which the hour (the cores' speed, the load generator's share of
 * them) moves far less than req/s.
 */
async function load(url, headers, pid) {
  const ticksBefore = pid ? await processTicks(pid).catch(() => undefined) : undefined;
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const ticksAfter = ticksBefore && (await processTicks(pid).catch(() => undefined));
  const answers = result.requests.total;
  return {
    cpuMicros:
      ticksAfter && answers ? (((ticksAfter.own - ticksBefore.own) / clockTicks()) * 1e6) / answers : undefined,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a timeout among its errors too.
    bad: result.errors + (result.non2xx - (result['3xx'] ?? 0)),
    // What went wrong, when something did: { '502': 3, timeouts: 1 }.
    why: {
      ...Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {})
          .filter(([status]) => !/^[23]/.test(status))
          .map(([status, { count }]) => [status, count]),
      ),
      ...(result.timeouts ? { timeouts: result.timeouts } : {}),
      ...(result.errors - result.timeouts > 0 ? { 'connection errors': result.errors - result.timeouts } : {}),
    },
  };
}

/**
 * A bare node:http server in a process of its own, answering every request with these bytes
 * (with `behindNginx`, reached through an nginx of its own configured as the cluster's).
 */
async function startBare(answer, { behindNginx = false } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'satchel-bare-'));
  await writeFile(join(dir, 'body'), answer.body);
  await writeFile(join(dir, 'head.json'), JSON.stringify({ status: answer.status, headers: answer.headers }));
  const port = await freePort();
  const source = `const {readFileSync}=require('fs');const body=readFileSync(${JSON.stringify(join(dir, 'body'))});
    const {status,headers}=JSON.parse(readFileSync(${JSON.stringify(join(dir, 'head.json'))}));
    const head=status===304?headers.flat():[...headers.flat(),'Content-Length',String(body.length)];
    require('http').createServer((q,s)=>{s.writeHead(status,head);s.end(status===304?undefined:body)})
      .listen(${port},'127.0.0.1',()=>console.log('ready'))`;
  const child = track(spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] }));
  await new Promise((resolve) => child.stdout.once('data', resolve));
  let nginx;
  let url = `http://127.0.0.1:${port}/`;
  if (behindNginx) {
    const { startNginx } = await clusterModule();
    const nginxPort = await freePort();
    nginx = await startNginx({ port: nginxPort, upstreams: [port], directory: join(dir, 'nginx') });
    groups.add(nginx);
    url = `http://127.0.0.1:${nginxPort}/`;
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      await nginx?.stop();
      groups.delete(nginx);
      await stop(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A CommonJS module of backend/dist (built by npm ci), its exports as named ones. */
async function fromDist(path) {
  const module = await import(pathToFileURL(join(ROOT, 'backend/dist', path)).href);
  return { ...module.default, ...module };
}

/** The memory settings (glibc's malloc, V8's heap) every Satchel process is started with (backend/src/infra/memory/process-memory.ts). */
async function processMemoryEnv() {
  return (await fromDist('infra/memory/process-memory.js')).processMemoryEnv();
}

/** backend/dist/cli/cluster/cluster.js. */
function clusterModule() {
  return fromDist('cli/cluster/cluster.js');
}

/** Satchel from the built code with `env`; `postmasterPid` (its PostgreSQL server's) is kept for cpuNow. */
async function startSatchel(env, { postmasterPid = undefined } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'satchel-bench-'));
  const port = await freePort();
  const child = track(
    spawn(process.execPath, ['backend/dist/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...(await processMemoryEnv()),
        ...env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '100000/60',
        ADMIN_EMAIL: BENCH_ADMIN.email,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('Satchel exited during start');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // A hang guard only: in the machine's slowest hours a start has taken over a minute.
      if (i > 900) throw new Error('Satchel did not start within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Warm means settled: the demo shop's picture jobs change the catalogue (and drop the cache)
  // for a while after start.
  await settled(url);
  return {
    url,
    dataDir,
    env,
    pid: child.pid,
    postmasterPid,
    stop: async () => {
      await stop(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(serverUrl) {
  const name = `satchel_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const postmasterPid = await localPostmaster(admin);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = {
    name,
    url: url.toString(),
    postmasterPid,
    drop: async () => {
      databases.delete(database);
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
  databases.add(database);
  return database;
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' }));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`))));
  });
}

function track(child) {
  started.push(child);
  return child;
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

async function stopAll() {
  await Promise.all(started.map(stop));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
