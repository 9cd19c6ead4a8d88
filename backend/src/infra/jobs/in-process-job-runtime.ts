import { setTimeout as pause } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { settleAll } from '../../common/async/settle-all';
import { InjectConfig } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { executePrepared, intArray } from '../database/prepared-statement';
import {
  JobRegistry,
  QUEUE_CLAIM_AHEAD,
  QUEUE_CONCURRENCY,
  QUEUE_NAMES,
  QueueName,
  retryDelayMs,
} from './job-registry';
import { errorText, JobRuntime, JobRuntimeHealth, RUNTIME_SQL_TAG } from './job-runtime';
import { claimerIsDead, PROCESS_ID } from './process-identity';

const POLL_MS = 500;
/** A claimed job whose process died is picked up again after this long. */
const LEASE_MS = 5 * 60_000;

/**
 * Marks the rows of jobs done completed, and claims up to a number of a queue's rows: those whose
 * claimer's lease ran out (it died), then those due, oldest first. Each kind is read from its own
 * partial index in that order (outbox_messages_lease_idx, outbox_messages_pending_idx), stopping
 * at the rows wanted. A function that keeps its plan (migration 20261130050000): as a statement of
 * its own, PostgreSQL planned it again at every poll. Values: the done ids; the queue; this
 * process's own rows (done or running), which are not claimed again though their lease ran out;
 * the limit; the claimer; the lease.
 */
const CLAIM_SQL = `${RUNTIME_SQL_TAG} select * from satchel_claim_jobs(?::int[], ?, ?::int[], ?, ?, ?)`;

interface ClaimedRow {
  id: number;
  type: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  request_id: string | null;
}

/**
 * The embedded runtime: polls the outbox table and runs due jobs in this process, with the same
 * handlers and retry rules as the BullMQ workers. Safe with several processes on one database
 * (rows are claimed with FOR UPDATE SKIP LOCKED).
 */
@Injectable()
export class InProcessJobRuntime extends JobRuntime implements OnApplicationBootstrap, OnModuleDestroy {
  readonly name = 'in-process';
  private readonly logger = new Logger('Jobs');
  // Each queue polls on its own: a queue busy with a long job holds up no other.
  private readonly timers = new Map<QueueName, NodeJS.Timeout>();
  private readonly draining = new Map<QueueName, Promise<unknown>>();
  // Rows whose jobs are done but not yet marked completed (the database was away): the queue's next
  // claim marks them, so that they are not run again once their lease runs out.
  private readonly unmarked = new Map<QueueName, number[]>();
  private stopped = false;

  constructor(
    orm: MikroORM,
    registry: JobRegistry,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super(orm, registry);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorkers) return;
    await this.releaseDeadClaims();
    for (const queue of QUEUE_NAMES) this.schedule(queue, 0);
  }

  /**
   * Jobs a process on this host claimed and then died running (kill -9, a crash) run again now,
   * not once their lease runs out.
   */
  async releaseDeadClaims(): Promise<number> {
    const connection = this.orm.em.getConnection();
    const claimers = await connection.execute<{ locked_by: string }[]>(
      `select distinct locked_by from outbox_messages where status = 'processing' and locked_by is not null`,
    );
    const dead = claimers.map((row: { locked_by: string }) => row.locked_by).filter(claimerIsDead);
    if (!dead.length) return 0;
    const released = await connection.execute<{ id: number }[]>(
      `update outbox_messages set status = 'pending', locked_until = null, locked_by = null
        where status = 'processing' and locked_by in (?)
       returning id`,
      [dead],
    );
    this.logger.warn(`Ran again ${released.length} job(s) whose process died while running them`);
    return released.length;
  }

  // Stopped in the first shutdown phase, so a running job finishes before the database closes.
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    await Promise.allSettled(this.draining.values());
  }

  async health(): Promise<JobRuntimeHealth> {
    return { runtime: this.name, status: 'up', workers: this.config.runWorkers };
  }

  /** Nothing to do: this runtime runs rows straight from the table, and frees dead claims itself. */
  async reconcile(): Promise<number> {
    return 0;
  }

  /**
   * Runs every due job of these queues now, each queue on its own; resolves with how many ran. For
   * tests that want the outbox empty at a point they choose, and the demo shop's loader; the
   * runtime itself polls each queue on its own timer.
   */
  async drain(queues: readonly QueueName[] = QUEUE_NAMES): Promise<number> {
    const ran = await settleAll(queues.map((queue) => this.drainQueue(queue)));
    return ran.reduce((sum, count) => sum + count, 0);
  }

  /**
   * A queue's due jobs, QUEUE_CONCURRENCY[queue] at a time: when lanes are free and no claimed row
   * waits, one statement claims rows for the free lanes and QUEUE_CLAIM_AHEAD[queue] more, which
   * start as lanes free up, so a busy queue makes a claim per several jobs, not one per job; a slow
   * job holds up no other queue. The rows of the jobs done meanwhile are marked completed in that
   * same statement, and those left on the way out. After a stop, nothing more is claimed or
   * started: the jobs running finish, and the rows claimed ahead go back to the queue.
   */
  private async drainQueue(queue: QueueName): Promise<number> {
    const lanes = QUEUE_CONCURRENCY[queue];
    // The jobs running, by their row's id.
    const running = new Map<number, Promise<void>>();
    // Rows claimed ahead, all by one claim at `claimedAt`.
    const waiting: ClaimedRow[] = [];
    let claimedAt = 0;
    let done = this.unmarked.get(queue) ?? [];
    this.unmarked.delete(queue);
    let ran = 0;
    try {
      while (!this.stopped) {
        let nothingDue = false;
        if (!waiting.length && running.size < lanes) {
          const completing = done;
          done = [];
          const limit = lanes - running.size + QUEUE_CLAIM_AHEAD[queue];
          const rows = await this.claim(queue, limit, completing, [...running.keys()]).catch((error: unknown) => {
            done.push(...completing);
            // With jobs running, a failed claim is a missed poll: the next one tries again.
            if (!running.size) throw error;
            this.logger.error(`Outbox poll of ${queue} failed: ${errorText(error)}`);
            return [];
          });
          waiting.push(...rows);
          claimedAt = Date.now();
          nothingDue = !rows.length;
          if (this.stopped) break;
        }
        if (waiting.length && Date.now() - claimedAt > LEASE_MS / 2) {
          // Waited far longer than a short job takes (the process stalled): back to the queue
          // rather than run this late in their lease, when another process may take them.
          await this.release(waiting.splice(0));
          continue;
        }
        for (; running.size < lanes && waiting.length; ran++) {
          const row = waiting.shift()!;
          const job: Promise<void> = this.run(row)
            .then((succeeded) => {
              if (succeeded) done.push(row.id);
            })
            .catch((error) =>
              this.logger.error(`Job ${row.type} #${row.id} could not be recorded: ${errorText(error)}`),
            )
            .finally(() => running.delete(row.id));
          running.set(row.id, job);
        }
        if (!running.size) break;
        // Lanes all busy: on when one finishes. Nothing more due: on when one finishes (it may
        // have enqueued more) or at the next poll, so a long job leaves its free lanes to new rows.
        if (running.size >= lanes) await Promise.race(running.values());
        else if (nothingDue) await Promise.race([...running.values(), pause(POLL_MS, undefined, { ref: false })]);
      }
    } finally {
      if (waiting.length) await this.release(waiting.splice(0));
      await Promise.allSettled(running.values());
      if (done.length) {
        await this.complete(done).catch((error) => {
          this.unmarked.set(queue, [...(this.unmarked.get(queue) ?? []), ...done]);
          this.logger.error(`Marking ${done.length} done ${queue} job(s) completed failed: ${errorText(error)}`);
        });
      }
    }
    return ran;
  }

  /**
   * Rows claimed ahead and never started (the runtime stopped, or they waited too long) go back to
   * the queue as they were, for another process or the next claim; if the database is away, a
   * restart on this host or their lease frees them.
   */
  private async release(rows: ClaimedRow[]): Promise<void> {
    await this.orm.em
      .getConnection()
      .execute(
        `${RUNTIME_SQL_TAG} update outbox_messages
            set status = 'pending', attempts = attempts - 1, locked_until = null, locked_by = null
          where id in (?) and status = 'processing' and locked_by = ?`,
        [rows.map((row) => row.id), PROCESS_ID],
      )
      .catch((error) => this.logger.error(`Releasing ${rows.length} claimed job(s) failed: ${errorText(error)}`));
  }

  private schedule(queue: QueueName, delayMs: number): void {
    this.timers.set(
      queue,
      setTimeout(async () => {
        const drained = this.drainQueue(queue).catch((error) =>
          this.logger.error(`Outbox poll of ${queue} failed: ${errorText(error)}`),
        );
        this.draining.set(queue, drained);
        await drained;
        if (!this.stopped) this.schedule(queue, POLL_MS);
      }, delayMs),
    );
  }

  /**
   * Claims up to `limit` due rows of the queue, marking the rows of jobs `done` completed in the
   * same statement; the rows of this process's jobs `running` are not claimed again.
   */
  private async claim(queue: QueueName, limit: number, done: number[], running: number[]): Promise<ClaimedRow[]> {
    const rows = await executePrepared<ClaimedRow>(this.orm.em as EntityManager, CLAIM_SQL, [
      intArray(done),
      queue,
      intArray([...done, ...running]),
      limit,
      PROCESS_ID,
      LEASE_MS,
    ]);
    // Oldest first (returning keeps no order).
    return rows.sort((a: ClaimedRow, b: ClaimedRow) => a.id - b.id);
  }

  /** Runs a claimed row's job: true when its handler succeeded (the row is then to be marked completed). */
  private async run(row: ClaimedRow): Promise<boolean> {
    const connection = this.orm.em.getConnection();
    try {
      await this.handle(row.id, this.registry.get(row.type), row.payload, row.attempts, row.request_id);
      return true;
    } catch (error) {
      // A type this process does not know (a newer release's, mid rolling restart) is retried as a
      // failure is, as BullMQ does, so that a replica that knows it runs it.
      const definition = this.registry.has(row.type) ? this.registry.get(row.type) : {};
      const exhausted = row.attempts >= row.max_attempts;
      const delay = exhausted ? 0 : retryDelayMs(definition, row.attempts);
      this.logger.warn(
        `Job ${row.type} #${row.id} attempt ${row.attempts}/${row.max_attempts} failed: ${errorText(error)}` +
          (exhausted ? ' (giving up)' : ` (retrying in ${Math.round(delay / 1000)} s)`),
      );
      await connection.execute(
        `update outbox_messages
           set status = ?, available_at = now() + (? * interval '1 millisecond'), locked_until = null, locked_by = null,
               last_error = ?
         where id = ?`,
        [exhausted ? 'failed' : 'pending', delay, errorText(error), row.id],
      );
      return false;
    }
  }
}
