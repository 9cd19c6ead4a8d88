import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { WebhookEndpoint } from './webhook-endpoint.entity';

export enum WebhookDeliveryStatus {
  /** Waiting for its next attempt. */
  PENDING = 'pending',
  /** A 2xx answer came back. */
  DELIVERED = 'delivered',
  /** Every attempt failed. */
  FAILED = 'failed',
  /** Not sent: the endpoint was paused when its turn came. */
  SKIPPED = 'skipped',
}

/** One event for one endpoint, sent under the event's id (`webhook-id`) on every attempt. */
@Entity({ tableName: 'webhook_deliveries' })
// An event reaches an endpoint once, however often its fan-out job runs (while its deliveries are kept:
// WEBHOOK_LOG_RETENTION); a resend is a row of its own.
@Index({
  name: 'webhook_deliveries_event_unique',
  expression:
    'create unique index "webhook_deliveries_event_unique" on "webhook_deliveries" ("endpoint_id", "event_id") where "resend_of" is null',
})
// The retention sweep's scan (WEBHOOK_LOG_RETENTION): created_at never changes, so finishing a delivery updates no index.
@Index({ name: 'webhook_deliveries_created_at_idx', properties: ['createdAt'] })
export class WebhookDelivery {
  [OptionalProps]?: 'status' | 'attempts' | 'resendOf' | 'createdAt' | 'finishedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade', index: true })
  endpoint!: WebhookEndpoint;

  /** `msg_…`: the receiver's key for telling a retry from a new event. */
  @Property({ type: 'string', length: 64 })
  eventId!: string;

  @Property({ type: 'string', length: 50 })
  eventType!: string;

  /** The event document as sent (its bytes are what is signed). */
  @Property({ type: 'text' })
  body!: string;

  @Enum({ items: () => WebhookDeliveryStatus })
  status: WebhookDeliveryStatus = WebhookDeliveryStatus.PENDING;

  @Property({ type: 'integer' })
  attempts: number = 0;

  /** The delivery this one sends again. */
  @Property({ type: 'integer', nullable: true })
  resendOf: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;
}
