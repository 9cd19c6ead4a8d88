import type { EventEmitter } from 'node:events';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { BackoffStrategy, Job, Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { InjectConfig } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import {
  DEFAULT_BACKOFF_MS,
  JobRegistry,
  QUEUE_CONCURRENCY,
  QUEUE_NAMES,
  QueueName,
  retryDelayMs,
} from './job-registry';
import { executePrepared } from '../database/prepared-statement';
import { errorText, JobRuntime, JobRuntimeHealth } from './job-runtime';
import { OutboxMessage, OutboxStatus } from './outbox-message.entity';

/** Takes a job's outbox row to run it: marks it processing and reads it, unless it is gone or done. */
const START_SQL = `update outbox_messages set status = 'processing', attempts = ?
   where id = ? and status <> 'completed' returning type, payload, request_id`;

const RELAY_MS = 500;
const RELAY_BATCH = 100;
/** How long shutdown lets running jobs finish before closing workers by force. */
const SHUTDOWN_GRACE_MS = 5_000;
/** How long a forced close of the workers may take before shutdown goes on without it. */
const FORCE_CLOSE_MS = 2_000;
/** How long the relay waits for Redis to take one job. */
const RELAY_ADD_TIMEOUT_MS = 5_000;
/** How often queued rows are checked against Redis (and once at start). */
const RECONCILE_MS = 30_000;
/** Rows checked per sweep, oldest first. */
const RECONCILE_BATCH = 500;

/** `promise`, or a rejection after `ms` (the promise itself is left to settle on its own). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms).unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface RelayRow {
  id: number;
  queue: QueueName;
  type: string;
  max_attempts: number;
  delay_ms: number;
}

interface OutboxJobData {
  outboxId: number;
}

/**
 * BullMQ (5.61) closes a connection that is still starting (Redis away) by dropping its listeners
 * and disconnecting it; the start then fails, and the connection emits that failure as an 'error'
 * with no listener left, which throws: an uncaught ECONNREFUSED at shutdown, which failed a test
 * about one run in twelve. An 'error' that no one listens to any more is dropped here: its
 * connection is closed, and the outage was reported while it was open.
 */
function dropErrorsAfterClose(owner: Queue | Worker): void {
  const internals = owner as unknown as { connection?: EventEmitter; blockingConnection?: EventEmitter };
  for (const connection of [internals.connection, internals.blockingConnection]) {
    if (!connection) continue;
    const emit = connection.emit.bind(connection);
    connection.emit = ((event: string | symbol, ...args: unknown[]) =>
      event === 'error' && connection.listenerCount('error') === 0
        ? false
        : emit(event, ...args)) as EventEmitter['emit'];
  }
}

/** Delays of the `capped-exponential` backoff the relay asks for (the job's delay is its base). */
const cappedBackoff: BackoffStrategy = (attemptsMade, _type, _error, job) => {
  const backoff = job?.opts.backoff;
  return retryDelayMs({ backoffMs: typeof backoff === 'object' ? backoff.delay : undefined }, attemptsMade);
};

/**
 * The scale-out runtime. A relay moves committed outbox rows into BullMQ queues (job id
 * `outbox-{id}`, so a row relayed twice still runs once) and workers run them with the same
 * capped exponential backoff as the in-process runtime. While Redis is down rows simply stay
 * pending in the outbox.
 */
@Injectable()
export class BullmqJobRuntime extends JobRuntime implements OnApplicationBootstrap, OnModuleDestroy {
  readonly name = 'bullmq';
  private readonly logger = new Logger('Jobs');
  /** Producer connection: fails fast while Redis is down instead of queueing commands. */
  private readonly connection: IORedis;
  readonly queues: Map<QueueName, Queue>;
  private readonly workers: Worker[] = [];
  private readonly workerConnections: IORedis[] = [];
  private relayTimer?: NodeJS.Timeout;
  private reconcileTimer?: NodeJS.Timeout;
  /** Where the periodic reconcile sweep goes on from. */
  private reconcileCursor = 0;
  private relaying?: Promise<unknown>;
  private stopped = false;
  private down = false;

  constructor(
    orm: MikroORM,
    registry: JobRegistry,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super(orm, registry);
    this.connection = new IORedis(config.redisUrl!, { maxRetriesPerRequest: null, enableOfflineQueue: false });
    // Reconnects by itself; health reports the outage, and the log says it once.
    this.connection.on('error', (error: Error) => this.outage(error));
    this.connection.on('ready', () => (this.down = false));
    this.queues = new Map(
      QUEUE_NAMES.map((name) => {
        const queue = new Queue(name, { connection: this.connection, prefix: config.redisPrefix });
        queue.on('error', (error) => this.outage(error));
        dropErrorsAfterClose(queue);
        return [name, queue];
      }),
    );
  }

  onApplicationBootstrap(): void {
    if (!this.config.runWorkers) return;
    for (const name of QUEUE_NAMES) {
      // A worker does not close a connection it was handed, so shutdown closes it.
      const connection = new IORedis(this.config.redisUrl!, { maxRetriesPerRequest: null });
      // Its own listener from the start: an error before the worker wraps it (Redis down at boot)
      // would otherwise be ioredis's "Unhandled error event", printed once per retry.
      connection.on('error', (error: Error) => this.outage(error));
      this.workerConnections.push(connection);
      const worker = new Worker<OutboxJobData>(name, (job) => this.process(job), {
        connection,
        prefix: this.config.redisPrefix,
        concurrency: QUEUE_CONCURRENCY[name],
        // The same delays as the in-process runtime: BullMQ's own exponential backoff has no cap.
        settings: { backoffStrategy: cappedBackoff },
        // A job whose worker died (kill -9) is found stalled and run again after about this long.
        lockDuration: this.config.jobLockMs,
        stalledInterval: this.config.jobLockMs,
      });
      worker.on('failed', (job, error) => job && void this.recordFailure(job, error));
      worker.on('error', (error) => this.outage(error));
      dropErrorsAfterClose(worker);
      this.workers.push(worker);
    }
    this.scheduleRelay(0);
    this.scheduleReconcile(0);
  }

  // Stopped in the first shutdown phase, so a running job finishes before the database closes.
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.relayTimer);
    clearTimeout(this.reconcileTimer);
    await within(this.relaying ?? Promise.resolve(), SHUTDOWN_GRACE_MS, 'relay still running').catch(() => undefined);
    // A running job may finish; after SHUTDOWN_GRACE_MS, or at once while Redis is away (closing
    // would wait for it), workers are closed by force and the connections dropped.
    // Settles either way: a close that fails after the race below is decided must not surface as
    // an unhandled rejection (seen as a flaky ECONNREFUSED while Redis was away).
    const graceful = Promise.all([
      ...this.workers.map((worker) => worker.close()),
      ...[...this.queues.values()].map((queue) => queue.close()),
    ]).then(
      () => true,
      () => false,
    );
    const settled = await Promise.race([
      graceful,
      new Promise<false>((resolve) => setTimeout(() => resolve(false), this.down ? 0 : SHUTDOWN_GRACE_MS).unref()),
    ]);
    if (!settled) {
      // close(true) after a graceful close() returns that same close, which may wait on Redis for
      // ever (a QUIT queued on a connection that never comes back): drop the connections, which
      // fails what waits on them, and stop waiting after FORCE_CLOSE_MS whatever is left.
      const forced = Promise.all(this.workers.map((worker) => worker.close(true).catch(() => undefined)));
      this.disconnect();
      await within(forced, FORCE_CLOSE_MS, 'workers still closing').catch((error: Error) =>
        this.logger.warn(`Shutdown goes on without Redis: ${error.message}`),
      );
    }
    this.disconnect();
  }

  private disconnect(): void {
    for (const connection of [this.connection, ...this.workerConnections]) connection.disconnect();
  }

  /** Redis went away: said once per outage (every client reports each failed reconnect). */
  private outage(error: Error): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn(`Redis unreachable (${errorText(error)}): jobs wait in the outbox until it is back`);
  }

  async health(): Promise<JobRuntimeHealth> {
    try {
      await this.connection.ping();
      return { runtime: this.name, status: 'up', workers: this.config.runWorkers };
    } catch (error) {
      return { runtime: this.name, status: 'down', workers: this.config.runWorkers, detail: errorText(error) };
    }
  }

  /** Moves pending outbox rows into their queues; resolves with how many moved. */
  async relay(): Promise<number> {
    // BullMQ waits for Redis rather than failing: while it is away, rows stay pending and no
    // transaction (with its database connection) is held waiting for it.
    if (this.connection.status !== 'ready') return 0;
    return this.orm.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      const rows = await connection.execute<RelayRow[]>(
        `select id, queue, type, max_attempts,
                greatest(0, extract(epoch from (available_at - now())) * 1000)::int as delay_ms
           from outbox_messages
          where status = 'pending'
          order by id
          limit ${RELAY_BATCH}
          for update skip locked`,
        [],
        'all',
        em.getTransactionContext(),
      );
      for (const row of rows) {
        const definition = this.registry.has(row.type) ? this.registry.get(row.type) : undefined;
        const adding = this.queues.get(row.queue)!.add(row.type, { outboxId: row.id } satisfies OutboxJobData, {
          jobId: `outbox-${row.id}`,
          attempts: row.max_attempts,
          backoff: { type: 'capped-exponential', delay: definition?.backoffMs ?? DEFAULT_BACKOFF_MS },
          delay: row.delay_ms,
          removeOnComplete: { age: 7 * 86400, count: 10_000 },
          removeOnFail: false,
        });
        // Redis lost mid-batch: give up the batch (it rolls back and is relayed again later).
        await within(adding, RELAY_ADD_TIMEOUT_MS, 'Redis did not take the job');
      }
      if (rows.length) {
        await em.nativeUpdate(
          OutboxMessage,
          { id: { $in: rows.map((row: RelayRow) => row.id) } },
          { status: OutboxStatus.QUEUED },
        );
      }
      return rows.length;
    });
  }

  /**
   * Queued (or running) rows whose BullMQ job is gone (Redis flushed or restored from an old snapshot) go back
   * to pending, and the relay adds them again under the same job id. A job that completed in
   * Redis while its row says otherwise (the process died before writing it) is removed first, or
   * the same job id would be taken as already added; handlers are safe to run again. A job that
   * failed for good in Redis while its row was never told (it stalled too often: its worker kept
   * dying) is recorded as failed, which health reports and send-confirmation queues again.
   * The periodic sweep walks all rows a batch at a time, from where the last one stopped.
   */
  async reconcile(ids?: number[]): Promise<number> {
    if (this.connection.status !== 'ready' || ids?.length === 0) return 0;
    const connection = this.orm.em.getConnection();
    const rows = await connection.execute<{ id: number; queue: QueueName }[]>(
      ids
        ? `select id, queue from outbox_messages where status in ('queued', 'processing') and id in (?)`
        : // A committed 'queued' row had its job added before that commit (see relay), so a row
          // without one lost it; none can be half-way.
          `select id, queue from outbox_messages
            where status in ('queued', 'processing') and id > ?
            order by id limit ${RECONCILE_BATCH}`,
      ids ? [ids] : [this.reconcileCursor],
    );
    if (!ids) this.reconcileCursor = rows.length < RECONCILE_BATCH ? 0 : rows[rows.length - 1].id;
    const lost: number[] = [];
    for (const row of rows) {
      const job = await this.queues.get(row.queue)?.getJob(`outbox-${row.id}`);
      const state = job ? await job.getState() : 'missing';
      if (state === 'failed') {
        await connection.execute(
          `update outbox_messages set status = 'failed', last_error = ? where status in ('queued', 'processing') and id = ?`,
          [job!.failedReason ?? 'failed in the queue', row.id],
        );
        continue;
      }
      if (state === 'completed') await job!.remove();
      if (state === 'missing' || state === 'completed' || state === 'unknown') lost.push(row.id);
    }
    if (!lost.length) return 0;
    await connection.execute(
      `update outbox_messages set status = 'pending' where status in ('queued', 'processing') and id in (?)`,
      [lost],
    );
    this.logger.warn(`Relaying again ${lost.length} job(s) Redis no longer had`);
    await this.relay();
    return lost.length;
  }

  private scheduleReconcile(delayMs: number): void {
    this.reconcileTimer = setTimeout(async () => {
      await this.reconcile().catch((error) =>
        this.logger.warn(`Outbox check against Redis failed: ${errorText(error)}`),
      );
      if (!this.stopped) this.scheduleReconcile(RECONCILE_MS);
    }, delayMs);
  }

  private scheduleRelay(delayMs: number): void {
    this.relayTimer = setTimeout(async () => {
      this.relaying = this.relay().catch((error) =>
        this.logger.warn(`Outbox relay waiting for Redis: ${errorText(error)}`),
      );
      await this.relaying;
      if (!this.stopped) this.scheduleRelay(RELAY_MS);
    }, delayMs);
  }

  private async process(job: Job<OutboxJobData>): Promise<void> {
    const { outboxId } = job.data;
    // Read and marked in one statement: a row gone or completed (a job added again) is skipped.
    const [row] = await executePrepared<{ type: string; payload: unknown; request_id: string | null }>(
      this.orm.em as EntityManager,
      START_SQL,
      [job.attemptsMade + 1, outboxId],
    );
    if (!row) return;
    await this.execute(outboxId, this.registry.get(row.type), row.payload, job.attemptsMade + 1, row.request_id);
  }

  private async recordFailure(job: Job<OutboxJobData>, error: Error): Promise<void> {
    const exhausted = job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn(
      `Job ${job.name} #${job.data.outboxId} attempt ${job.attemptsMade} failed: ${errorText(error)}` +
        (exhausted ? ' (giving up)' : ''),
    );
    await this.orm.em
      .getConnection()
      .execute(`update outbox_messages set status = ?, attempts = ?, last_error = ? where id = ?`, [
        exhausted ? 'failed' : 'queued',
        job.attemptsMade,
        errorText(error),
        job.data.outboxId,
      ])
      .catch((e) => this.logger.error(`Could not record job failure: ${errorText(e)}`));
  }
}
