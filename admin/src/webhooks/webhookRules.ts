import {
  MAX_STOCK,
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  WEBHOOK_URL,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookEventType,
} from '@satchel/shared';
import type { components } from '@satchel/shared/web';

export type WebhookEndpoint = components['schemas']['WebhookEndpointDto'];
export type CreatedWebhookEndpoint = components['schemas']['CreatedWebhookEndpointDto'];
export type WebhookAttempt = components['schemas']['WebhookAttemptDto'];
type CreateBody = components['schemas']['CreateWebhookEndpointDto'];
type UpdateBody = components['schemas']['UpdateWebhookEndpointDto'];
type Status = components['schemas']['WebhookEndpointStatus'];

export const LOW_STOCK_EVENT: WebhookEventType = 'stock.low';

/** The event checkboxes' choices, in the shared list's order. */
export const EVENT_CHOICES = WEBHOOK_EVENTS.map((event) => ({ id: event, name: event }));

export const STATUS_CHOICES: { id: Status; name: string }[] = [
  { id: 'active', name: 'Active' },
  { id: 'paused', name: 'Paused' },
];

/** What the API checks (it trims first): present, http(s) with a host, and not too long. */
export function webhookUrlProblem(value: unknown): string | undefined {
  const url = typeof value === 'string' ? value.trim() : '';
  if (!url) return WEBHOOK_MESSAGES.urlRequired;
  if (url.length > MAX_WEBHOOK_URL_LENGTH) return WEBHOOK_MESSAGES.urlTooLong;
  return WEBHOOK_URL.test(url) ? undefined : WEBHOOK_MESSAGES.urlFormat;
}

export function webhookDescriptionProblem(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > MAX_WEBHOOK_DESCRIPTION_LENGTH
    ? WEBHOOK_MESSAGES.descriptionTooLong
    : undefined;
}

export function webhookEventsProblem(value: unknown): string | undefined {
  return Array.isArray(value) && value.length > 0 ? undefined : WEBHOOK_MESSAGES.eventsRequired;
}

/** A stock level, as the API takes one: a whole number from 0 to MAX_STOCK. */
export function lowStockThresholdProblem(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined; // the API keeps its default
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= MAX_STOCK ? undefined : WEBHOOK_MESSAGES.thresholdFormat;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const events = (value: unknown) => (Array.isArray(value) ? value : []) as WebhookEventType[];
const threshold = (value: unknown) =>
  value === null || value === undefined || value === '' ? undefined : Number(value);

/** The create call's body from react-admin's record: the form's fields only. */
export function webhookCreateBody(data: Record<string, unknown>): CreateBody {
  return {
    url: text(data.url).trim(),
    description: text(data.description).trim(),
    events: events(data.events),
    lowStockThreshold: threshold(data.lowStockThreshold),
  };
}

/**
 * The update call's body from react-admin's record, which holds the whole endpoint (id, failures,
 * dates…): only what the admin can change, since the API refuses any other field. The status goes
 * only when the admin changed it: an endpoint the shop paused while the form was open stays paused.
 */
export function webhookUpdateBody(data: Record<string, unknown>, previous?: Record<string, unknown>): UpdateBody {
  const status = STATUS_CHOICES.find((choice) => choice.id === data.status)?.id;
  return { ...webhookCreateBody(data), status: status === previous?.status ? undefined : status };
}
