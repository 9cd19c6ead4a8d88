import { MAX_STOCK } from './products';

/** Webhooks: the events an endpoint can subscribe to, and the endpoint form's rules and messages. */
export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.status_changed',
  'order.cancelled',
  'product.created',
  'product.updated',
  'product.deleted',
  'stock.low',
  'return.requested',
  'return.updated',
  'refund.recorded',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** What each event says, for the admin's checkboxes and the OpenAPI `webhooks` section. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'order.placed': 'A customer placed an order.',
  'order.status_changed': "An order's delivery status changed (cancellations included).",
  'order.cancelled': 'An order was cancelled, by its customer or an admin.',
  'product.created': 'A product was added to the catalogue.',
  'product.updated': "A product's details, sizes or pictures changed.",
  'product.deleted': 'A product was removed from the catalogue.',
  'stock.low': "A size's stock fell to the low-stock threshold or below.",
  'return.requested': 'A customer asked to return items of a delivered order.',
  'return.updated': "A return's status changed (approved, rejected, received or refunded).",
  'refund.recorded': 'A refund of a return was recorded.',
};

/** The event sent by "Send test event": not one to subscribe to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The version of the event document; a change that could break a receiver gets a new one. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

export const MAX_WEBHOOK_URL_LENGTH = 2000;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/** An endpoint URL: http or https, and a host. */
export const WEBHOOK_URL = /^https?:\/\/[^\s/]+/i;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Please fill the endpoint URL.',
  urlFormat: 'The URL must start with https:// or http://.',
  urlTooLong: `The URL must be at most ${MAX_WEBHOOK_URL_LENGTH} characters.`,
  urlPrivate: 'The URL must reach a public address: loopback, private, link-local and metadata addresses are refused.',
  urlUnresolved: 'The URL’s host name does not resolve.',
  eventsRequired: 'Choose at least one event.',
  thresholdFormat: `The low-stock threshold must be a whole number from 0 to ${MAX_STOCK}.`,
  descriptionTooLong: `The description must be at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters.`,
  created: 'Endpoint created. Copy its signing secret now: it is shown only once.',
  rotated: 'New signing secret created. Copy it now: it is shown only once. The old one keeps working for 24 hours.',
  testSent: 'Test event sent.',
  resent: 'Delivery queued again.',
  paused: 'Endpoint paused: it receives nothing until it is resumed.',
  pausedNoSend: 'This endpoint is paused: set its status to Active to send to it.',
  /** In the delivery log: a retry that came due while its endpoint was paused. */
  notSentPaused: 'Not sent: the endpoint was paused. Resend it once the endpoint is active again.',
} as const;
