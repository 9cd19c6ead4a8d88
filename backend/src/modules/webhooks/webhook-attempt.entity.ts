import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { WebhookDelivery } from './webhook-delivery.entity';

/** The length of a response kept in the delivery log. */
export const RESPONSE_EXCERPT_LENGTH = 500;

/** One try at sending a delivery: the endpoint's delivery log. */
@Entity({ tableName: 'webhook_attempts' })
// The log reads an endpoint's attempts newest first.
@Index({ name: 'webhook_attempts_endpoint_idx', properties: ['endpointId', 'id'] })
export class WebhookAttempt {
  [OptionalProps]?: 'statusCode' | 'error' | 'responseExcerpt' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => WebhookDelivery, { deleteRule: 'cascade', index: true })
  delivery!: WebhookDelivery;

  @Property({ type: 'integer' })
  endpointId!: number;

  /** 1 for the first try of its delivery. */
  @Property({ type: 'integer' })
  attempt!: number;

  /** The HTTP status answered; null when none came (refused, timed out, unreachable). */
  @Property({ type: 'integer', nullable: true })
  statusCode: number | null = null;

  @Property({ type: 'integer' })
  durationMs!: number;

  @Property({ type: 'string', length: RESPONSE_EXCERPT_LENGTH })
  responseExcerpt: string = '';

  /** Why no answer came, or why it was refused before sending. */
  @Property({ type: 'string', length: 500, nullable: true })
  error: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
