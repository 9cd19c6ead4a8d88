import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export enum OutboxStatus {
  /** Written with the business change; waiting to run (or to be handed to BullMQ). */
  PENDING = 'pending',
  /** Handed to a BullMQ queue under job id `outbox-{id}`. */
  QUEUED = 'queued',
  /** Claimed by the in-process runner until `lockedUntil`. */
  PROCESSING = 'processing',
  COMPLETED = 'completed',
  /** Out of attempts; kept for an operator to retry. */
  FAILED = 'failed',
}

/**
 * A job written in the same transaction as the change that causes it (transactional outbox),
 * so a committed change always gets its job and a rolled-back one never does.
 */
@Entity({ tableName: 'outbox_messages' })
@Index({ name: 'outbox_messages_due_idx', properties: ['status', 'availableAt'] })
// The in-process runtime's claim: a queue's due rows in order, and its rows whose lease ran out.
// Walked as plain index scans that stop at the rows wanted (and mark the entries of rows since
// claimed as dead on the way): a busy queue's churn leaves no long trail to step over each time.
@Index({
  name: 'outbox_messages_pending_idx',
  expression: `create index "outbox_messages_pending_idx" on "outbox_messages" ("queue", "available_at", "id") where "status" = 'pending'`,
})
@Index({
  name: 'outbox_messages_lease_idx',
  expression: `create index "outbox_messages_lease_idx" on "outbox_messages" ("queue", "locked_until") where "status" = 'processing'`,
})
export class OutboxMessage {
  [OptionalProps]?:
    | 'status'
    | 'attempts'
    | 'availableAt'
    | 'lockedUntil'
    | 'lockedBy'
    | 'lastError'
    | 'createdAt'
    | 'completedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 50 })
  queue!: string;

  @Property({ type: 'string', length: 100 })
  type!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  @Enum({ items: () => OutboxStatus, nativeEnumName: 'outbox_status' })
  status: OutboxStatus = OutboxStatus.PENDING;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'integer' })
  maxAttempts!: number;

  @Property({ type: 'datetime' })
  availableAt: Date = new Date();

  /** The id of the request that owed this job (X-Request-Id), for following it into the worker's log. */
  @Property({ type: 'string', length: 128, nullable: true })
  requestId: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  lockedUntil: Date | null = null;

  /** The process that claimed it (in-process runtime): a restart frees its dead predecessor's claims at once. */
  @Property({ type: 'string', length: 200, nullable: true })
  lockedBy: string | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  completedAt: Date | null = null;
}
