import { MikroORM } from '@mikro-orm/core';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { errorText, RUNTIME_SQL_TAG } from './job-runtime';

const DAY_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
/** The first sweep waits this long after start, out of the way of starting up. */
const FIRST_SWEEP_AFTER_MS = 60_000;
/** Rows deleted per statement, so that no sweep holds many locks or a long transaction. */
export const RETENTION_BATCH = 1000;

/** Rows of one kind that are deleted once older than the days kept. */
export interface RetentionRule {
  /** What the rows are, for the log: 'completed job(s)'. */
  what: string;
  keptDays: number;
  /** The table, keyed by `id`. */
  table: string;
  /** Which of its rows are older than the cutoff: a condition that reads an index, as it runs every hour. */
  olderThan: string;
  /** The condition's values for a cutoff. */
  params(cutoff: Date): unknown[];
}

/**
 * Completed jobs are kept this long (the ops page counts them; a look back at what ran), then
 * deleted. Failed jobs stay until an operator retries them; waiting ones until they run.
 */
export const COMPLETED_JOBS_KEPT_DAYS = 7;

/**
 * `available_at` bounds `completed_at` from below (a job runs only once due), so the scan reads
 * outbox_messages_due_idx (status, available_at) and rechecks `completed_at`: no index of its own
 * to keep up at every completion. An order e-mail's `message_id` is set null with its row (the
 * e-mail keeps when it was sent).
 */
export const COMPLETED_JOBS_RETENTION: RetentionRule = {
  what: 'completed job(s)',
  keptDays: COMPLETED_JOBS_KEPT_DAYS,
  table: 'outbox_messages',
  olderThan: `status = 'completed' and available_at < ?::timestamptz and completed_at < ?::timestamptz`,
  params: (cutoff) => [cutoff, cutoff],
};

/**
 * Keeps the tables that grow with every order from growing without end: every hour, in each
 * process that runs jobs, deletes the rows each rule says are old enough, a batch at a time. The
 * outbox's completed jobs are its own rule; modules add theirs (`keep`) as they start.
 */
@Injectable()
export class RetentionSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly rules: RetentionRule[] = [COMPLETED_JOBS_RETENTION];
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  /** Set on shutdown: a sweep stops after its current batch (the next sweep goes on). */
  private stopping = false;

  constructor(
    private readonly orm: MikroORM,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Adds a kind of rows to delete once old; modules call it as they start. */
  keep(rule: RetentionRule): void {
    this.rules.push(rule);
  }

  onApplicationBootstrap(): void {
    if (this.config.runWorkers) this.schedule(FIRST_SWEEP_AFTER_MS);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /**
   * Deletes, by every rule, the rows older than `now` less its days kept; how many, by rule. A
   * rule that fails is logged and leaves the others to run (and is absent from the answer).
   */
  async sweep(now = new Date()): Promise<Map<RetentionRule, number>> {
    const deleted = new Map<RetentionRule, number>();
    for (const rule of this.rules) {
      if (this.stopping) break;
      try {
        const count = await this.prune(rule, new Date(now.getTime() - rule.keptDays * DAY_MS));
        deleted.set(rule, count);
        if (count) this.logger.log(`Deleted ${count} ${rule.what} older than ${rule.keptDays} days`);
      } catch (error) {
        this.logger.warn(`Deleting old ${rule.what} failed: ${errorText(error)}`);
      }
    }
    return deleted;
  }

  private async prune(rule: RetentionRule, cutoff: Date): Promise<number> {
    const connection = this.orm.em.getConnection();
    let deleted = 0;
    for (;;) {
      const { affectedRows = 0 }: { affectedRows?: number } = await connection.execute(
        batchDeleteSql(rule),
        rule.params(cutoff),
        'run',
      );
      deleted += affectedRows;
      if (affectedRows < RETENTION_BATCH || this.stopping) return deleted;
    }
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(async () => {
      this.running = this.sweep();
      await this.running;
      if (this.timer) this.schedule(SWEEP_EVERY_MS);
    }, delayMs);
    // A sweep is never a reason to keep the process alive.
    this.timer.unref();
  }
}

/**
 * At most RETENTION_BATCH of the rule's old rows, deleted skipping rows another sweeper holds
 * (several processes may sweep at once); opened by RUNTIME_SQL_TAG, as the sweep is machinery, not
 * a request's work.
 */
function batchDeleteSql({ table, olderThan }: RetentionRule): string {
  return `${RUNTIME_SQL_TAG} delete from ${table} where id in (
     select id from ${table} where ${olderThan} limit ${RETENTION_BATCH} for update skip locked)`;
}
