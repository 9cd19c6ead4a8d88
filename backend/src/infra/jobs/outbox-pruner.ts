import { MikroORM } from '@mikro-orm/core';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { errorText, RUNTIME_SQL_TAG } from './job-runtime';

/**
 * Completed jobs are kept this long (the ops page counts them; a look back at what ran), then
 * deleted. Failed jobs stay until an operator retries them; waiting ones until they run.
 */
export const COMPLETED_JOBS_KEPT_DAYS = 7;
const PRUNE_EVERY_MS = 60 * 60_000;
/** The first sweep waits this long after start, out of the way of starting up. */
const FIRST_PRUNE_AFTER_MS = 60_000;
/** Rows deleted per statement, so that no sweep holds many locks or a long transaction. */
const PRUNE_BATCH = 1000;

/**
 * Completed rows older than the days kept. `available_at` bounds `completed_at` from below (a job
 * runs only once due), so the scan reads outbox_messages_due_idx (status, available_at) and
 * rechecks `completed_at`: no index of its own to keep up at every completion. Skips rows another
 * sweeper holds (several workers may sweep at once). An order e-mail's `message_id` is set null
 * with its row (the e-mail keeps when it was sent).
 */
const PRUNE_SQL = `${RUNTIME_SQL_TAG} delete from outbox_messages where id in (
   select id from outbox_messages
    where status = 'completed' and available_at < ?::timestamptz and completed_at < ?::timestamptz
    limit ${PRUNE_BATCH}
    for update skip locked)`;

/**
 * Keeps the outbox from growing without end: every hour, in each process that runs jobs, deletes
 * the completed jobs older than COMPLETED_JOBS_KEPT_DAYS, a batch at a time.
 */
@Injectable()
export class OutboxPruner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;
  /** Set on shutdown: a sweep stops after its current batch (the next sweep goes on). */
  private stopping = false;

  constructor(
    private readonly orm: MikroORM,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runWorkers) this.schedule(FIRST_PRUNE_AFTER_MS);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Deletes the completed jobs that were done before `now` less the days kept; how many. */
  async prune(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - COMPLETED_JOBS_KEPT_DAYS * 24 * 60 * 60_000);
    const connection = this.orm.em.getConnection();
    let deleted = 0;
    for (;;) {
      const { affectedRows = 0 }: { affectedRows?: number } = await connection.execute(
        PRUNE_SQL,
        [cutoff, cutoff],
        'run',
      );
      deleted += affectedRows;
      if (affectedRows < PRUNE_BATCH || this.stopping) return deleted;
    }
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(async () => {
      this.running = this.prune().then(
        (deleted) => deleted && this.logger.log(`Deleted ${deleted} completed job(s) older than the days kept`),
        (error) => this.logger.warn(`Deleting old completed jobs failed: ${errorText(error)}`),
      );
      await this.running;
      if (this.timer) this.schedule(PRUNE_EVERY_MS);
    }, delayMs);
    // A sweep is never a reason to keep the process alive.
    this.timer.unref();
  }
}
