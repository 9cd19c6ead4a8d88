import {
  REFUND_METHODS,
  RETURN_REASONS,
  RETURN_STATUSES,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENTS,
  WEBHOOK_PAYLOAD_VERSION,
  WEBHOOK_TEST_EVENT,
} from '@satchel/shared';
import { DeliveryStatus, PaymentMethod } from '../orders/order.entity';

type Schema = Record<string, unknown>;
const integer = { type: 'integer' };
const text = { type: 'string' };
const deliveryStatus = { type: 'string', enum: Object.values(DeliveryStatus) };
const returnStatus = { type: 'string', enum: [...RETURN_STATUSES] };
const object = (properties: Record<string, Schema>): Schema => ({
  type: 'object',
  required: Object.keys(properties),
  properties,
});

const product = object({ productId: integer, name: text });

/**
 * Each event's `data`, as the database triggers build it (migrations 20261125110000, 20261127034609, 20261127071355, 20261127113000 and 20261127143938): ids and the
 * facts of the change; the rest is read through the API.
 */
const EVENT_DATA: Record<(typeof WEBHOOK_EVENTS)[number] | typeof WEBHOOK_TEST_EVENT, Schema> = {
  'order.placed': object({
    orderId: integer,
    customerId: integer,
    totalPaise: integer,
    deliveryChargePaise: integer,
    codFeePaise: integer,
    taxPaise: integer,
    discountCode: { type: ['string', 'null'], description: 'The discount code it was placed with' },
    codeDiscountPaise: { ...integer, description: 'What the code took off (in the total already)' },
    placeOfSupply: { type: ['string', 'null'], description: "The delivery address's GST state code" },
    paymentMethod: { type: 'string', enum: Object.values(PaymentMethod) },
    deliveryStatus,
  }),
  'order.status_changed': object({
    orderId: integer,
    from: deliveryStatus,
    to: deliveryStatus,
    carrier: { type: ['string', 'null'] },
    trackingNumber: { type: ['string', 'null'] },
  }),
  'order.cancelled': object({ orderId: integer, customerId: integer, totalPaise: integer }),
  'product.created': product,
  'product.updated': product,
  'product.deleted': product,
  'stock.low': object({
    productId: integer,
    variantId: integer,
    productName: text,
    size: text,
    color: text,
    stock: integer,
    previousStock: integer,
  }),
  'return.requested': object({
    returnId: integer,
    orderId: integer,
    customerId: integer,
    status: returnStatus,
    items: {
      type: 'array',
      items: object({ orderLineId: integer, quantity: integer, reason: { type: 'string', enum: [...RETURN_REASONS] } }),
    },
    refundablePaise: { ...integer, description: 'The most the return may be refunded for' },
  }),
  'return.updated': object({
    returnId: integer,
    orderId: integer,
    from: returnStatus,
    to: returnStatus,
    note: { ...text, description: "Staff's note to the customer" },
  }),
  'refund.recorded': object({
    returnId: integer,
    orderId: integer,
    amountPaise: integer,
    method: { type: 'string', enum: [...REFUND_METHODS] },
    reference: text,
    creditNote: {
      type: ['string', 'null'],
      description: 'The credit note issued with it, when the order was invoiced',
    },
  }),
  [WEBHOOK_TEST_EVENT]: object({ endpointId: integer }),
};

const schemaName = (type: string) =>
  `${type.replace(/(^|[._])(\w)/g, (_, __, letter: string) => letter.toUpperCase())}Event`;

/**
 * OpenAPI 3.1's `webhooks`: every event a registered endpoint may receive, with its Standard
 * Webhooks headers and its body, so SDK generators type them as they type the API.
 */
export function webhooksOpenApi(): { webhooks: Record<string, unknown>; schemas: Record<string, Schema> } {
  const header = (name: string, description: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
  });
  const schemas: Record<string, Schema> = {};
  const webhooks: Record<string, unknown> = {};
  for (const [type, data] of Object.entries(EVENT_DATA)) {
    const name = schemaName(type);
    schemas[name] = object({
      type: { type: 'string', const: type },
      timestamp: { type: 'string', format: 'date-time', description: 'When the change happened (UTC)' },
      version: { type: 'integer', const: WEBHOOK_PAYLOAD_VERSION, description: 'The version of this document' },
      data,
    });
    const description =
      type === WEBHOOK_TEST_EVENT
        ? 'Sent by "Send test event" in the back office.'
        : WEBHOOK_EVENT_DESCRIPTIONS[type as (typeof WEBHOOK_EVENTS)[number]];
    webhooks[type] = {
      post: {
        summary: description,
        description:
          'Signed per Standard Webhooks: verify `webhook-signature` over `{webhook-id}.{webhook-timestamp}.{body}` with the endpoint secret (e.g. the `standardwebhooks` package). Answer 2xx within the timeout; anything else is retried with backoff over about a day, under the same webhook-id.',
        operationId: `webhook${name}`,
        tags: ['webhooks'],
        parameters: [
          header('webhook-id', 'The event id (`msg_…`), the same on every retry: deduplicate on it'),
          header('webhook-timestamp', 'Seconds since the epoch when this attempt was signed'),
          header(
            'webhook-signature',
            'Space-separated `v1,{base64}` signatures, one per secret still signing (several for a day after a rotation)',
          ),
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
        },
        responses: { '2XX': { description: 'Received' } },
      },
    };
  }
  return { webhooks, schemas };
}
