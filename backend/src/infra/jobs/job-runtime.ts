import { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { inRequestScope } from '../../common/request-scope';
import { executePrepared, intArray } from '../database/prepared-statement';
import { JobDefinition, JobRegistry } from './job-registry';

export interface JobRuntimeHealth {
  runtime: 'in-process' | 'bullmq';
  status: 'up' | 'down';
  /** Whether this process runs job handlers (RUN_WORKERS). */
  workers: boolean;
  detail?: string;
}

/** Runs the handlers of outbox jobs: in-process from the database, or through BullMQ on Redis. */
export abstract class JobRuntime {
  abstract readonly name: JobRuntimeHealth['runtime'];
  abstract health(): Promise<JobRuntimeHealth>;

  /**
   * Makes sure outbox rows the runtime believes handed on (`queued`) still have a job that will run
   * them, and hands them on again when not (Redis lost its data, a process died between steps).
   * Given ids, checks those rows only; resolves with how many were handed on again.
   */
  abstract reconcile(ids?: number[]): Promise<number>;

  protected constructor(
    protected readonly orm: MikroORM,
    protected readonly registry: JobRegistry,
  ) {}

  /** Runs one job's handler in a fresh ORM context, then marks its outbox row completed. */
  protected async execute(
    outboxId: number,
    definition: JobDefinition<unknown>,
    payload: unknown,
    attempt: number,
    requestId: string | null = null,
  ): Promise<void> {
    await this.handle(outboxId, definition, payload, attempt, requestId);
    await this.complete([outboxId]);
  }

  /** Runs one job's handler in a fresh ORM context; its outbox row is the caller's to mark completed. */
  protected async handle(
    outboxId: number,
    definition: JobDefinition<unknown>,
    payload: unknown,
    attempt: number,
    requestId: string | null = null,
  ): Promise<void> {
    const started = Date.now();
    // A scope of its own, whichever request's timer happened to start it: the job acts for no one,
    // and keeps only the id of the request that enqueued it (its lines carry it as reqId), never
    // that request's staff member (whose changes are audited).
    await inRequestScope(
      this.orm.em,
      async () => {
        await definition.handle(payload, { outboxId, attempt });
        // One line per job done, with its outbox id (failures are logged by each runtime).
        const origin = requestId ? ` (request ${requestId})` : '';
        JOB_LOG.log(
          `Job ${definition.type} #${outboxId}${origin} attempt ${attempt} done in ${Date.now() - started} ms`,
        );
      },
      requestId ?? undefined,
    );
  }

  /** Marks the outbox rows of jobs whose handlers succeeded completed. */
  protected async complete(outboxIds: number[]): Promise<void> {
    await executePrepared(this.orm.em as EntityManager, COMPLETE_BY_ID_SQL, [intArray(outboxIds)]);
  }
}

/**
 * Opens the job runtimes' own statements on the outbox, and the retention sweep's (RetentionSweeper),
 * so that statement counts can leave them out.
 */
export const RUNTIME_SQL_TAG = '/* jobs runtime */';

/** Marks outbox rows completed, by id (the in-process claim, satchel_claim_jobs, marks its own the same way). */
const COMPLETE_BY_ID_SQL = `${RUNTIME_SQL_TAG} update outbox_messages
   set status = 'completed', completed_at = now(), locked_until = null, locked_by = null, last_error = null
 where id = any(?::int[])`;

const JOB_LOG = new Logger('Jobs');

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}
