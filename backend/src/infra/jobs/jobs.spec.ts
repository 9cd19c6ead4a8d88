import { MikroORM } from '@mikro-orm/postgresql';
import { ADMIN } from '../../../test/catalogue';
import { as, customer, openShop } from '../../../test/shopping';
import { createTestApp, eventually, runMigration, TestApp } from '../../../test/test-app';
import { Migration20261130050000 } from '../database/migrations/Migration20261130050000';
import { Migration20261201110000 } from '../database/migrations/Migration20261201110000';
import { BullmqJobRuntime } from './bullmq-job-runtime';
import { InProcessJobRuntime } from './in-process-job-runtime';
import { JobRegistry, QUEUE_CLAIM_AHEAD, QUEUE_CONCURRENCY, QueueName } from './job-registry';
import { JobRuntime } from './job-runtime';
import { OutboxMessage, OutboxStatus } from './outbox-message.entity';
import {
  COMPLETED_JOBS_KEPT_DAYS,
  COMPLETED_JOBS_RETENTION,
  type RetentionRule,
  RetentionSweeper,
} from './retention-sweeper';
import { OutboxService } from './outbox.service';

/**
 * Defines a job type whose runs wait at a gate until `release()`: `started` counts the runs begun,
 * so a test holds a job running (a long job) for as long as it needs.
 */
function gatedJob(registry: JobRegistry, type: string, queue: QueueName): { started: number; release: () => void } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const job = { started: 0, release: () => open() };
  registry.define({
    type,
    queue,
    handle: async () => {
      job.started++;
      await gate;
    },
  });
  return job;
}

/** Runs on whichever runtime the environment selects: in-process by default, BullMQ with REDIS_URL. */
describe(`jobs runtime (${process.env.REDIS_URL ? 'BullMQ' : 'in-process'})`, () => {
  let t: TestApp;
  let orm: MikroORM;
  let registry: JobRegistry;
  let outbox: OutboxService;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    orm = t.app.get(MikroORM);
    registry = t.app.get(JobRegistry);
    outbox = t.app.get(OutboxService);
  });
  afterAll(() => t.close());

  async function enqueue(type: string, payload: Record<string, unknown>): Promise<number> {
    return orm.em.fork().transactional(async (em) => {
      const message = outbox.enqueue(em, type, payload);
      await em.flush();
      return message.id;
    });
  }

  async function settled(id: number): Promise<OutboxMessage> {
    return eventually(async () => {
      const message = await orm.em.fork().findOneOrFail(OutboxMessage, id);
      return [OutboxStatus.COMPLETED, OutboxStatus.FAILED].includes(message.status) ? message : undefined;
    });
  }

  it('keeps the id of the request that owed a job (X-Request-Id), to follow it into the worker', async () => {
    const shop = await openShop(t);
    const buyer = await customer(t, 'tracer', {
      address: true,
      cart: [{ variantId: shop.wallet.variants[0].id, quantity: 1 }],
    });
    const placed = await as(t, buyer.token)
      .post('/api/orders/place')
      .set('X-Request-Id', 'checkout-trace-42')
      .send({ addressId: buyer.addressId, paymentMethod: 'COD' })
      .expect(201);
    expect(placed.headers['x-request-id']).toBe('checkout-trace-42');
    const [row] = await orm.em
      .fork()
      .getConnection()
      .execute<
        { request_id: string | null }[]
      >(`select m.request_id from outbox_messages m join order_emails e on e.message_id = m.id where e.order_id = ?`, [placed.body.id]);
    expect(row.request_id).toBe('checkout-trace-42');
    // A job owed outside any request (here, by a test) has none.
    registry.define({ type: 'test.untraced', queue: 'email', handle: async () => undefined });
    const id = await enqueue('test.untraced', {});
    expect((await orm.em.fork().findOneOrFail(OutboxMessage, id)).requestId).toBeNull();
  });

  it('runs each queue at its own concurrency, and a slow job of one queue holds up no other', async () => {
    let running = 0;
    let most = 0;
    const done: string[] = [];
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    registry.define<{ n: number }>({
      type: 'test.parallel',
      queue: 'webhooks',
      handle: async ({ n }) => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running--;
        done.push(`parallel ${n}`);
      },
    });
    registry.define({ type: 'test.slow', queue: 'catalogue', handle: () => slowGate });
    registry.define({ type: 'test.quick', queue: 'email', handle: async () => void done.push('quick') });

    const slow = await enqueue('test.slow', {});
    try {
      // Enqueued once the catalogue job runs: later polls must still reach the other queues.
      await eventually(async () => {
        const message = await orm.em.fork().findOneOrFail(OutboxMessage, slow);
        return message.status === OutboxStatus.PENDING ? undefined : true;
      });
      await new Promise((resolve) => setTimeout(resolve, 700));
      const parallel = await Promise.all(Array.from({ length: 20 }, (_, n) => enqueue('test.parallel', { n })));
      const quick = await enqueue('test.quick', {});
      // The e-mail and all 20 webhook jobs finish while the catalogue job is still running.
      for (const id of [...parallel, quick]) expect((await settled(id)).status).toBe(OutboxStatus.COMPLETED);
      expect(done).toHaveLength(21);
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(QUEUE_CONCURRENCY.webhooks);
    } finally {
      releaseSlow();
    }
    expect((await settled(slow)).status).toBe(OutboxStatus.COMPLETED);
  });

  it('retries a failing job with backoff until it succeeds, running it once more per failure', async () => {
    const runs: number[] = [];
    registry.define<{ n: number }>({
      type: 'test.flaky',
      queue: 'email',
      backoffMs: 20,
      handle: async ({ n }, { attempt }) => {
        runs.push(attempt);
        if (attempt < 3) throw new Error(`flaky ${n} attempt ${attempt}`);
      },
    });
    const message = await settled(await enqueue('test.flaky', { n: 1 }));
    expect(message).toMatchObject({ status: OutboxStatus.COMPLETED, attempts: 3, lastError: null });
    expect(message.completedAt).toBeInstanceOf(Date);
    expect(runs).toEqual([1, 2, 3]);
  });

  const onBullmq = process.env.REDIS_URL ? it : it.skip;
  onBullmq('does not run again a job added again for an outbox row already completed', async () => {
    let runs = 0;
    registry.define({ type: 'test.once', queue: 'email', handle: async () => void runs++ });
    const id = await enqueue('test.once', {});
    const done = await settled(id);
    expect([done.status, runs]).toEqual([OutboxStatus.COMPLETED, 1]);
    const queue = (t.app.get(JobRuntime) as BullmqJobRuntime).queues.get('email')!;
    const again = await queue.add('test.once', { outboxId: id }, { jobId: `again-${id}` });
    await eventually(async () => ((await again.getState()) === 'completed' ? true : undefined));
    expect(runs).toBe(1);
    const row = await orm.em.fork().findOneOrFail(OutboxMessage, id);
    expect([row.status, row.attempts]).toEqual([OutboxStatus.COMPLETED, done.attempts]);
  });

  it("retries a job of a type it does not know (a newer release's, mid rolling restart) until a process that knows it runs it", async () => {
    const [{ id }] = await orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `insert into outbox_messages (queue, type, payload, status, max_attempts, available_at, created_at)
         values ('email', 'test.newer', '{}', 'pending', 5, now(), now()) returning id`,
      );
    let runs = 0;
    try {
      const tried = await eventually(async () => {
        const row = await orm.em.fork().findOneOrFail(OutboxMessage, id);
        return row.attempts >= 1 && row.lastError ? row : undefined;
      });
      expect([OutboxStatus.PENDING, OutboxStatus.QUEUED]).toContain(tried.status);
    } finally {
      // As after this replica's restart into the release that has it (and so that, should the
      // checks above fail, the row does not hold up the later tests' idle waits).
      registry.define({ type: 'test.newer', queue: 'email', handle: async () => void runs++ });
    }
    expect(await settled(id)).toMatchObject({ status: OutboxStatus.COMPLETED, attempts: 2 });
    expect(runs).toBe(1);
  });

  it('marks a job failed, with its last error, once its attempts run out', async () => {
    let runs = 0;
    registry.define({
      type: 'test.broken',
      queue: 'email',
      maxAttempts: 2,
      backoffMs: 20,
      handle: async () => {
        runs++;
        throw new Error('SMTP said no');
      },
    });
    const message = await settled(await enqueue('test.broken', {}));
    expect(message).toMatchObject({ status: OutboxStatus.FAILED, attempts: 2, lastError: 'SMTP said no' });
    expect(runs).toBe(2);
  });

  const inProcess = process.env.REDIS_URL ? it.skip : it;
  it('runs a row that arrives while a long job of its queue runs, in a free lane, without waiting for it', async () => {
    const long = gatedJob(registry, 'test.long', 'email');
    registry.define({ type: 'test.meanwhile', queue: 'email', handle: async () => undefined });
    const longId = await enqueue('test.long', {});
    try {
      await eventually(async () => (long.started ? true : undefined));
      // Nothing else was due when the long job started: the queue still looks for more.
      expect((await settled(await enqueue('test.meanwhile', {}))).status).toBe(OutboxStatus.COMPLETED);
    } finally {
      long.release();
    }
    expect((await settled(longId)).status).toBe(OutboxStatus.COMPLETED);
  });

  inProcess(
    'claims through satchel_claim_jobs, planned once per connection and through indexes; its migrations go down and up again',
    async () => {
      const connection = orm.em.fork().getConnection();
      const settings = async () =>
        (
          await connection.execute<{ config: string[] | null }[]>(
            `select p.proconfig as config from pg_proc p where p.proname = 'satchel_claim_jobs'`,
          )
        ).map((row) => row.config);
      // As a statement of its own, the claim was planned again at every poll; the plan kept read
      // the whole outbox when made before any ANALYZE (the migrations say why).
      const current = ['plan_cache_mode=force_generic_plan', 'enable_seqscan=off'];
      expect(await settings()).toEqual([current]);
      const run = (migration: typeof Migration20261130050000, direction: 'up' | 'down') =>
        runMigration(orm.em.fork(), migration, direction);
      // Until it is up again, the runtime's polls fail (the function is gone) and are logged.
      await run(Migration20261201110000, 'down');
      expect(await settings()).toEqual([['plan_cache_mode=force_generic_plan']]);
      await run(Migration20261130050000, 'down');
      expect(await settings()).toEqual([]);
      await run(Migration20261130050000, 'up');
      await run(Migration20261201110000, 'up');
      expect(await settings()).toEqual([current]);
      registry.define({ type: 'test.after-migration', queue: 'webhooks', handle: async () => undefined });
      expect((await settled(await enqueue('test.after-migration', {}))).status).toBe(OutboxStatus.COMPLETED);
    },
  );

  inProcess(
    'claims through the outbox’s indexes on an outbox no ANALYZE has seen, however many jobs it keeps',
    async () => {
      const scans = await orm.em.fork().transactional(async (em) => {
        const sql = <T extends object>(text: string, values: unknown[] = []) =>
          em.getConnection().execute<T[]>(text, values, 'all', em.getTransactionContext());
        // Completed jobs as the retention sweep keeps them for days, in this transaction only.
        const [{ id }] = await sql<{ id: number }>(
          `insert into outbox_messages (queue, type, payload, status, max_attempts, available_at, created_at, completed_at)
         select 'email', 'test.kept', '{}', 'completed', 1, now(), now(), now() from generate_series(1, 3000)
         returning id`,
        );
        // The claim's plan made now, as at a connection's first claim on such an outbox.
        await sql('discard plans');
        await sql(`select * from satchel_claim_jobs(?::int[], 'test-no-such-queue', '{}', 10, 'test', 1000)`, [
          `{${id}}`,
        ]);
        return sql<{ seq: number; index: number }>(
          `select seq_scan::int as seq, idx_scan::int as index from pg_stat_xact_user_tables where relname = 'outbox_messages'`,
        );
      });
      // Read through its indexes only; the plan made before read all 3,000 rows to find the one done.
      expect(scans).toEqual([{ seq: 0, index: expect.any(Number) }]);
      expect(scans[0].index).toBeGreaterThan(0);
    },
  );

  inProcess(
    'marks the rows of jobs done in the statement that claims the next ones: fewer outbox writes than jobs',
    async () => {
      const jobs = 40;
      registry.define<{ n: number }>({
        type: 'test.batched',
        queue: 'webhooks',
        handle: () => new Promise((resolve) => setTimeout(resolve, 5)),
      });
      const knex = orm.em.getConnection().getKnex();
      // MikroORM writes the values into the statement's text.
      const sent: { sql: string; bindings?: unknown[] }[] = [];
      const listener = (query: { sql: string; bindings?: unknown[] }) => sent.push(query);
      const ids = await orm.em.fork().transactional(async (em) => {
        const messages = Array.from({ length: jobs }, (_, n) => outbox.enqueue(em, 'test.batched', { n }));
        await em.flush();
        knex.on('query', listener);
        return messages.map((message) => message.id);
      });
      try {
        for (const id of ids) expect((await settled(id)).status).toBe(OutboxStatus.COMPLETED);
      } finally {
        knex.removeListener('query', listener);
      }
      // The runtime's writes for these jobs: the queue's claims (the queue in their text, or among
      // their values when prepared), each marking the jobs done since, and any mark of rows
      // completed outside a claim (this test's own reads of the outbox, and the other queues'
      // polls, left out).
      const writes = sent.filter(
        ({ sql, bindings }) =>
          (sql.includes('satchel_claim_jobs') && (sql.includes(`'webhooks'`) || !!bindings?.includes('webhooks'))) ||
          (sql.includes('update outbox_messages') && sql.includes(`status = 'completed'`)),
      );
      // About one claim per free lane, each marking the jobs done since, and one mark on the way
      // out (12-14 here for 40 jobs); a claim and a done mark of its own for each job came to 52.
      expect(writes.length).toBeGreaterThan(1);
      expect(writes.length).toBeLessThan(jobs);
    },
  );

  inProcess('runs a job again once its claimer’s lease ran out, and not while the lease holds', async () => {
    const ran: string[] = [];
    registry.define<{ name: string }>({
      type: 'test.leased',
      queue: 'email',
      handle: async ({ name }) => void ran.push(name),
    });
    // Two rows claimed by a live process elsewhere: one whose lease ran out (the process stopped
    // answering), one still within it.
    const [expired, held] = await orm.em
      .fork()
      .getConnection()
      .execute<{ id: number }[]>(
        `insert into outbox_messages (queue, type, payload, status, attempts, max_attempts, available_at, created_at, locked_by, locked_until)
       values ('email', 'test.leased', '{"name": "expired"}', 'processing', 1, 10, now(), now(), 'another-host:1:live', now() - interval '1 second'),
              ('email', 'test.leased', '{"name": "held"}', 'processing', 1, 10, now(), now(), 'another-host:1:live', now() + interval '5 minutes')
       returning id`,
      );
    try {
      expect(await settled(expired.id)).toMatchObject({ status: OutboxStatus.COMPLETED, attempts: 2 });
      registry.define({ type: 'test.after-lease', queue: 'email', handle: async () => undefined });
      await settled(await enqueue('test.after-lease', {})); // a later job has run, so the runtime has looked
      expect(ran).toEqual(['expired']);
      const stillHeld = await orm.em.fork().findOneOrFail(OutboxMessage, held.id);
      expect(stillHeld).toMatchObject({ status: OutboxStatus.PROCESSING, attempts: 1 });
    } finally {
      // Still claimed: gone, so that no later test waits on its lease.
      await orm.em.fork().nativeDelete(OutboxMessage, held.id);
    }
  });

  inProcess('never claims again a job of its own that outran its lease while it still runs', async () => {
    const outran = gatedJob(registry, 'test.outran', 'email');
    const id = await enqueue('test.outran', {});
    try {
      await eventually(async () => (outran.started === 1 ? true : undefined));
      // Its lease runs out while it runs (a job slower than the lease), claimed by this process.
      await orm.em
        .fork()
        .getConnection()
        .execute(`update outbox_messages set locked_until = now() - interval '1 second' where id = ?`, [id]);
      registry.define({ type: 'test.beside', queue: 'email', handle: async () => undefined });
      await settled(await enqueue('test.beside', {})); // the queue has claimed since, with a lane free
      expect(outran.started).toBe(1);
    } finally {
      outran.release();
    }
    expect(await settled(id)).toMatchObject({ status: OutboxStatus.COMPLETED, attempts: 1 });
    expect(outran.started).toBe(1);
  });

  inProcess('polls on after a failed claim while a job of the queue runs', async () => {
    const runtime = t.app.get(JobRuntime) as InProcessJobRuntime;
    const long = gatedJob(registry, 'test.long-through-outage', 'email');
    registry.define({ type: 'test.after-outage', queue: 'email', handle: async () => undefined });
    const longId = await enqueue('test.long-through-outage', {});
    // The database away for one claim of the e-mail queue, while the long job runs.
    type Claim = (queue: string, ...rest: unknown[]) => Promise<unknown>;
    const claiming = runtime as unknown as { claim: Claim };
    const original = claiming.claim.bind(runtime);
    let failed = false;
    let claimsAfter = 0;
    const claim = jest.spyOn(claiming, 'claim');
    try {
      await eventually(async () => (long.started ? true : undefined));
      claim.mockImplementation(async (queue, ...rest) => {
        if (queue === 'email' && !failed) {
          failed = true;
          throw new Error('connection terminated');
        }
        if (queue === 'email') claimsAfter++;
        return original(queue, ...rest);
      });
      await eventually(async () => (claimsAfter > 0 ? true : undefined));
      expect((await settled(await enqueue('test.after-outage', {}))).status).toBe(OutboxStatus.COMPLETED);
    } finally {
      claim.mockRestore();
      long.release();
    }
    expect((await settled(longId)).status).toBe(OutboxStatus.COMPLETED);
  });

  it('deletes completed jobs once older than the days kept, a batch at a time, and keeps every other row', async () => {
    const connection = orm.em.getConnection();
    const rows = (status: OutboxStatus, availableDaysAgo: number, completedDaysAgo: number | null, count = 1) =>
      connection.execute(
        `insert into outbox_messages (queue, type, payload, status, attempts, max_attempts, available_at, created_at,
                                      completed_at)
         select 'email', 'test.pruned', jsonb_build_object('n', n, 'kept', ?::boolean), ?, 1, 3,
                now() - make_interval(days => ?), now() - make_interval(days => ?),
                now() - make_interval(days => ?::int)
           from generate_series(1, ?) n`,
        [
          completedDaysAgo === null || completedDaysAgo < COMPLETED_JOBS_KEPT_DAYS || status !== OutboxStatus.COMPLETED,
          status,
          availableDaysAgo,
          availableDaysAgo,
          completedDaysAgo,
          count,
        ],
      );
    const old = COMPLETED_JOBS_KEPT_DAYS + 1;
    await rows(OutboxStatus.COMPLETED, old, old, 1500); // more than one batch
    await rows(OutboxStatus.COMPLETED, old + 2, COMPLETED_JOBS_KEPT_DAYS - 1); // due long ago, done lately
    await rows(OutboxStatus.COMPLETED, 1, 1);
    await rows(OutboxStatus.FAILED, 30, null); // waits for an operator however old

    // What is left is what counts (the app's own hourly sweep could take a share at the same moment).
    await t.app.get(RetentionSweeper).sweep();
    const left = await connection.execute<{ kept: boolean; count: number }[]>(
      `select (payload->>'kept')::boolean as kept, count(*)::int as count
         from outbox_messages where type = 'test.pruned' group by 1 order by 1`,
    );
    expect(left).toEqual([{ kept: true, count: 3 }]);
    expect((await t.app.get(RetentionSweeper).sweep()).get(COMPLETED_JOBS_RETENTION)).toBe(0);
  });

  it('sweeps by every rule a module adds, one that fails leaving the others to run', async () => {
    const connection = orm.em.getConnection();
    const sweeper = t.app.get(RetentionSweeper);
    const broken: RetentionRule = {
      what: 'broken rows',
      keptDays: 1,
      table: 'no_such_table',
      olderThan: 'true',
      params: () => [],
    };
    const swept: RetentionRule = {
      what: 'swept test jobs',
      keptDays: 2,
      table: 'outbox_messages',
      olderThan: `type = 'test.swept' and created_at < ?`,
      params: (cutoff) => [cutoff],
    };
    sweeper.keep(broken);
    sweeper.keep(swept);
    await connection.execute(
      `insert into outbox_messages (queue, type, payload, status, attempts, max_attempts, available_at, created_at)
       select 'email', 'test.swept', jsonb_build_object('daysAgo', d), 'failed', 3, 3,
              now() - make_interval(days => d), now() - make_interval(days => d)
         from unnest(array[1, 3]) d`,
    );
    const deleted = await sweeper.sweep();
    expect(deleted.has(broken)).toBe(false);
    expect(deleted.get(swept)).toBe(1);
    const left = await connection.execute<{ daysAgo: number }[]>(
      `select (payload->>'daysAgo')::int as "daysAgo" from outbox_messages where type = 'test.swept'`,
    );
    expect(left).toEqual([{ daysAgo: 1 }]);
  });

  it('never runs a job whose transaction rolled back', async () => {
    let ran = false;
    registry.define({ type: 'test.rolled-back', queue: 'email', handle: async () => void (ran = true) });
    await expect(
      orm.em.fork().transactional(async (em) => {
        outbox.enqueue(em, 'test.rolled-back', {});
        await em.flush();
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    registry.define({ type: 'test.marker', queue: 'email', handle: async () => undefined });
    await settled(await enqueue('test.marker', {})); // a later job has run, so the runtime has looked
    expect(ran).toBe(false);
    expect(await orm.em.fork().count(OutboxMessage, { type: 'test.rolled-back' })).toBe(0);
  });
});

const withoutRedis = process.env.REDIS_URL ? describe.skip : describe;

/** Owes `count` jobs of `type` in one transaction (payloads `{ n }`); their outbox ids, in order. */
async function enqueueMany(t: TestApp, type: string, count: number): Promise<number[]> {
  const orm: MikroORM = t.app.get(MikroORM);
  return orm.em.fork().transactional(async (em) => {
    const messages = Array.from({ length: count }, (_, n) => t.app.get(OutboxService).enqueue(em, type, { n }));
    await em.flush();
    return messages.map((message) => message.id);
  });
}

withoutRedis('in-process runtime, stopping', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('claims rows ahead of its free lanes, and on a stop lets the jobs running finish and gives the rest back', async () => {
    const orm: MikroORM = t.app.get(MikroORM);
    const registry = t.app.get(JobRegistry);
    const runtime = t.app.get(JobRuntime) as InProcessJobRuntime;
    const lanes = QUEUE_CONCURRENCY.webhooks;
    const held = gatedJob(registry, 'test.held', 'webhooks');
    const jobs = lanes + QUEUE_CLAIM_AHEAD.webhooks + 4;
    await enqueueMany(t, 'test.held', jobs);
    await eventually(async () => (held.started === lanes ? true : undefined));
    // Grouped by status (in the enum's order: pending first, completed after) and attempts.
    const rows = () =>
      orm.em
        .fork()
        .getConnection()
        .execute<
          { status: string; attempts: number; count: string }[]
        >(`select status, attempts, count(*) from outbox_messages where type = 'test.held' group by 1, 2 order by 1, 2`);
    // One claim for the lanes and as many rows again, waiting for a lane.
    expect(await rows()).toEqual([
      { status: 'pending', attempts: 0, count: '4' },
      { status: 'processing', attempts: 1, count: String(lanes + QUEUE_CLAIM_AHEAD.webhooks) },
    ]);

    const stopping = runtime.onModuleDestroy();
    held.release();
    await stopping;
    expect(held.started).toBe(lanes);
    expect(await rows()).toEqual([
      { status: 'pending', attempts: 0, count: String(QUEUE_CLAIM_AHEAD.webhooks + 4) },
      { status: 'completed', attempts: 1, count: String(lanes) },
    ]);
  });
});

withoutRedis('in-process runtime, a stalled process', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives back the rows it claimed ahead once they waited past half their lease, and runs them on a fresh claim', async () => {
    const orm: MikroORM = t.app.get(MikroORM);
    const registry = t.app.get(JobRegistry);
    const runtime = t.app.get(JobRuntime) as InProcessJobRuntime;
    const lanes = QUEUE_CONCURRENCY.email;
    const ahead = QUEUE_CLAIM_AHEAD.email;
    const held = gatedJob(registry, 'test.waited', 'email');
    const ids = await enqueueMany(t, 'test.waited', lanes + ahead);
    type Release = (rows: { id: number }[]) => Promise<void>;
    const release = jest.spyOn(runtime as unknown as { release: Release }, 'release');
    const realNow = Date.now.bind(Date);
    const clock = jest.spyOn(Date, 'now');
    try {
      await eventually(async () => (held.started === lanes ? true : undefined));
      // The process stalled for three minutes (the lease is five) while those rows waited for a lane.
      clock.mockImplementation(() => realNow() + 3 * 60_000);
      held.release();
      const finished = await eventually(async () => {
        const rows = await orm.em.fork().find(OutboxMessage, { id: ids });
        return rows.every((row) => row.status === OutboxStatus.COMPLETED) ? rows : undefined;
      });
      expect(release).toHaveBeenCalledTimes(1);
      expect(release.mock.calls[0][0].map((row) => row.id).sort((a, b) => a - b)).toEqual(ids.slice(lanes));
      // Given back as they were, then claimed afresh: one attempt each, and each run once.
      expect(finished.map((row) => row.attempts)).toEqual(ids.map(() => 1));
      expect(held.started).toBe(lanes + ahead);
    } finally {
      held.release(); // whatever happened, so that the runtime's stop never waits on the gate
      clock.mockRestore();
      release.mockRestore();
    }
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis('outbox relay to BullMQ', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' }); // no background relay: the test drives it
  });
  afterAll(() => t.close());

  it('moves each pending row into its queue once, under job id outbox-{id}', async () => {
    const orm: MikroORM = t.app.get(MikroORM);
    const registry = t.app.get(JobRegistry);
    const outbox = t.app.get(OutboxService);
    registry.define({ type: 'test.relayed', queue: 'email', handle: async () => undefined });
    const ids = await orm.em.fork().transactional(async (em) => {
      const messages = [outbox.enqueue(em, 'test.relayed', { n: 1 }), outbox.enqueue(em, 'test.relayed', { n: 2 })];
      await em.flush();
      return messages.map((message) => message.id);
    });

    const runtime = t.app.get(JobRuntime) as BullmqJobRuntime;
    expect(await runtime.relay()).toBe(2);
    expect(await runtime.relay()).toBe(0);
    const rows = await orm.em.fork().find(OutboxMessage, { id: { $in: ids } });
    expect(rows.map((row) => row.status)).toEqual([OutboxStatus.QUEUED, OutboxStatus.QUEUED]);
    const jobs = await runtime.queues.get('email')!.getJobs(['waiting']);
    expect(jobs.map((job) => job.id).sort()).toEqual(ids.map((id) => `outbox-${id}`).sort());
  });
});
