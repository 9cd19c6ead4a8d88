import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  type WebhookEventType,
} from '@satchel/shared';
import { Audited } from '../audit/audited';

export enum WebhookEndpointStatus {
  ACTIVE = 'active',
  /** Receives nothing: paused by an admin, or after too many failures in a row. */
  PAUSED = 'paused',
}

/** A secret rotated out, and until when (ISO 8601) it still signs. */
export interface RetiredSecret {
  secret: string;
  until: string;
}

/** How long a rotated-out secret still signs, so receivers can switch without losing an event. */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;
/** Rotated-out secrets kept at most: each is one more signature on every delivery. */
export const MAX_RETIRED_SECRETS = 3;

/** The secrets rotated out that still sign at `now`, oldest first. */
export const retiredSecretsAt = (endpoint: Pick<WebhookEndpoint, 'previousSecrets'>, now: Date): RetiredSecret[] =>
  endpoint.previousSecrets.filter((retired) => new Date(retired.until) > now);

/** A receiver an admin registered: where events go, which ones, and the secret they are signed with. */
@Audited({ entity: 'webhook' })
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint {
  [OptionalProps]?:
    | 'description'
    | 'lowStockThreshold'
    | 'status'
    | 'pausedReason'
    | 'previousSecrets'
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

  /**
   * Secrets rotated out, each signing too until its time, so receivers can switch; a second
   * rotation within the window keeps the first one's secret as well.
   */
  @Property({ type: 'json', hidden: true })
  previousSecrets: RetiredSecret[] = [];

  /** Attempts that failed since the last that succeeded; at WEBHOOK_PAUSE_AFTER the endpoint is paused. */
  @Property({ type: 'integer' })
  consecutiveFailures: number = 0;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
