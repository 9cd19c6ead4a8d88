import { Injectable } from '@nestjs/common';

/** Queues jobs are grouped in (one BullMQ queue each, with its own workers). */
export type QueueName = 'email' | 'image' | 'catalogue' | 'webhooks';
export const QUEUE_NAMES: readonly QueueName[] = ['email', 'image', 'catalogue', 'webhooks'];

/**
 * Jobs of each queue one process runs at once, in either runtime. One import at a time: each
 * holds a product's rows while it writes them; webhooks mostly wait on receivers.
 */
export const QUEUE_CONCURRENCY: Record<QueueName, number> = { email: 5, image: 2, catalogue: 1, webhooks: 8 };

/**
 * Rows the in-process runtime claims beyond its free lanes, to start as lanes free up: a busy
 * queue then makes one claim per several jobs. Only for queues whose jobs end within a minute (an
 * e-mail's or a webhook attempt's timeouts), so a row claimed ahead starts well inside its lease;
 * a picture or an import is claimed when a lane is free for it.
 */
export const QUEUE_CLAIM_AHEAD: Record<QueueName, number> = { email: 5, image: 0, catalogue: 0, webhooks: 8 };

export interface JobContext {
  /** The outbox row id, stable across retries and across the two runtimes. */
  outboxId: number;
  /** 1 for the first run. */
  attempt: number;
}

export interface JobDefinition<P = unknown> {
  type: string;
  queue: QueueName;
  /** Runs at most this many times before the job is marked failed (default 10). */
  maxAttempts?: number;
  /** First retry delay; each later one doubles, up to an hour (default 5 s). */
  backoffMs?: number;
  handle(payload: P, context: JobContext): Promise<void>;
}

export const DEFAULT_MAX_ATTEMPTS = 10;
export const DEFAULT_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 3_600_000;

/** Exponential backoff shared by both runtimes: base, 2×base, 4×base… capped at an hour. */
export function retryDelayMs(definition: Pick<JobDefinition, 'backoffMs'>, attemptsMade: number): number {
  const base = definition.backoffMs ?? DEFAULT_BACKOFF_MS;
  return Math.min(base * 2 ** Math.max(0, attemptsMade - 1), MAX_BACKOFF_MS);
}

/** The job handlers of every module, looked up by type by whichever runtime runs them. */
@Injectable()
export class JobRegistry {
  private readonly definitions = new Map<string, JobDefinition<unknown>>();

  define<P>(definition: JobDefinition<P>): void {
    if (this.definitions.has(definition.type)) throw new Error(`Job type ${definition.type} is defined twice`);
    this.definitions.set(definition.type, definition as JobDefinition<unknown>);
  }

  get(type: string): JobDefinition<unknown> {
    const definition = this.definitions.get(type);
    if (!definition) throw new Error(`No handler for job type ${type}`);
    return definition;
  }

  has(type: string): boolean {
    return this.definitions.has(type);
  }
}
