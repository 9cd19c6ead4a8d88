import type { WebhookAttempt, WebhookEndpoint } from './webhookRules';

/** Endpoints as the API lists them: one healthy, one the shop paused after failures. */
export const ENDPOINTS: WebhookEndpoint[] = [
  {
    id: 3,
    url: 'https://erp.example.com/hooks/satchel',
    description: 'Warehouse ERP',
    events: ['order.placed', 'stock.low'],
    lowStockThreshold: 5,
    status: 'active',
    pausedReason: null,
    consecutiveFailures: 0,
    previousSecretUntil: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
  },
  {
    id: 2,
    url: 'https://crm.example.com/in',
    description: '',
    events: ['product.created'],
    lowStockThreshold: 5,
    status: 'paused',
    pausedReason: 'Failed 20 times in a row',
    consecutiveFailures: 20,
    previousSecretUntil: null,
    createdAt: '2026-11-19T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
  },
];

export const attempt = (id: number, changes: Partial<WebhookAttempt> = {}): WebhookAttempt => ({
  id,
  deliveryId: 40 + id,
  eventId: `msg_${id}`,
  eventType: 'order.placed',
  deliveryStatus: 'delivered',
  attempt: 1,
  outcome: 'delivered',
  retryAt: null,
  statusCode: 200,
  durationMs: 84,
  responseExcerpt: '{"ok":true}',
  error: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...changes,
});

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}
