import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  type WebhookEventType,
} from '@satchel/shared';

export enum WebhookEndpointStatus {
  ACTIVE = 'active',
  /** Receives nothing: paused by an admin, or after too many failures in a row. */
  PAUSED = 'paused',
}

/** A receiver an admin registered: where events go, which ones, and the secret they are signed with. */
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint {
  [OptionalProps]?:
    | 'description'
    | 'lowStockThreshold'
    | 'status'
    | 'pausedReason'
    | 'previousSecret'
    | 'previousSecretUntil'
    | 'consecutiveFailures'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: MAX_WEBHOOK_URL_LENGTH })
  url!: string;

  @Property({ type: 'string', length: MAX_WEBHOOK_DESCRIPTION_LENGTH })
  description: string = '';

  @Property({ type: 'text[]' })
  events!: WebhookEventType[];

  /** `stock.low` reaches this endpoint when a size's stock falls to this or below. */
  @Property({ type: 'integer' })
  lowStockThreshold: number = DEFAULT_LOW_STOCK_THRESHOLD;

  @Enum({ items: () => WebhookEndpointStatus })
  status: WebhookEndpointStatus = WebhookEndpointStatus.ACTIVE;

  /** Why it was paused, when the shop paused it. */
  @Property({ type: 'string', length: 500, nullable: true })
  pausedReason: string | null = null;

  /** `whsec_` and base64 (Standard Webhooks); shown once, at creation and rotation. */
  @Property({ type: 'string', length: 100, hidden: true })
  secret!: string;

  /** After a rotation the old secret signs too, until `previousSecretUntil`, so receivers can switch. */
  @Property({ type: 'string', length: 100, nullable: true, hidden: true })
  previousSecret: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  previousSecretUntil: Date | null = null;

  /** Attempts that failed since the last that succeeded; at WEBHOOK_PAUSE_AFTER the endpoint is paused. */
  @Property({ type: 'integer' })
  consecutiveFailures: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
