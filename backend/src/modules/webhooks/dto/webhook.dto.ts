import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ArrayNotEmpty, IsArray, IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import {
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  MAX_STOCK,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL,
  type WebhookEventType,
} from '@satchel/shared';
import { Trim } from '../../../common/http/transforms';
import { Checks, IsOmittable, MaxChars } from '../../../common/http/validation';
import { WebhookDeliveryStatus } from '../webhook-delivery.entity';
import { retiredSecretsAt, WebhookEndpoint, WebhookEndpointStatus } from '../webhook-endpoint.entity';

/** An endpoint as the admin registers it. */
export class CreateWebhookEndpointDto {
  @ApiProperty({ example: 'https://erp.example.com/hooks/satchel', maxLength: MAX_WEBHOOK_URL_LENGTH })
  @Trim()
  @Checks(
    IsString({ message: WEBHOOK_MESSAGES.urlRequired }),
    Matches(WEBHOOK_URL, { message: WEBHOOK_MESSAGES.urlFormat }),
    MaxChars(MAX_WEBHOOK_URL_LENGTH, { message: WEBHOOK_MESSAGES.urlTooLong }),
  )
  url!: string;

  @ApiPropertyOptional({ example: 'Warehouse ERP', maxLength: MAX_WEBHOOK_DESCRIPTION_LENGTH })
  @Trim()
  @Checks(
    IsOmittable(),
    IsString(),
    MaxChars(MAX_WEBHOOK_DESCRIPTION_LENGTH, { message: WEBHOOK_MESSAGES.descriptionTooLong }),
  )
  description?: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, enumName: 'WebhookEventType', isArray: true, example: ['order.placed'] })
  @Checks(
    IsArray({ message: WEBHOOK_MESSAGES.eventsRequired }),
    ArrayNotEmpty({ message: WEBHOOK_MESSAGES.eventsRequired }),
    IsIn(WEBHOOK_EVENTS, { each: true, message: `events must be among ${WEBHOOK_EVENTS.join(', ')}` }),
  )
  events!: WebhookEventType[];

  @ApiPropertyOptional({ example: 5, description: 'stock.low is sent when a size falls to this stock or below' })
  @Checks(
    IsOmittable(),
    IsInt({ message: WEBHOOK_MESSAGES.thresholdFormat }),
    Min(0, { message: WEBHOOK_MESSAGES.thresholdFormat }),
    Max(MAX_STOCK, { message: WEBHOOK_MESSAGES.thresholdFormat }),
  )
  lowStockThreshold?: number;
}

/** Any of the form's fields, and `status` to pause or resume. A field left out is kept; null is refused. */
export class UpdateWebhookEndpointDto extends PartialType(CreateWebhookEndpointDto, { skipNullProperties: false }) {
  @ApiPropertyOptional({ enum: WebhookEndpointStatus, enumName: 'WebhookEndpointStatus' })
  @Checks(IsOmittable(), IsIn(Object.values(WebhookEndpointStatus), { message: 'status must be active or paused' }))
  status?: WebhookEndpointStatus;
}

export class WebhookEndpointDto {
  @ApiProperty({ example: 3 })
  id!: number;

  @ApiProperty({ example: 'https://erp.example.com/hooks/satchel' })
  url!: string;

  @ApiProperty({ example: 'Warehouse ERP' })
  description!: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, enumName: 'WebhookEventType', isArray: true })
  events!: WebhookEventType[];

  @ApiProperty({ example: 5 })
  lowStockThreshold!: number;

  @ApiProperty({ enum: WebhookEndpointStatus, enumName: 'WebhookEndpointStatus' })
  status!: WebhookEndpointStatus;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why the shop paused it' })
  pausedReason!: string | null;

  @ApiProperty({ example: 0, description: 'Failed attempts since the last success' })
  consecutiveFailures!: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Until when the secrets rotated out still sign (the latest rotation plus 24 hours)',
  })
  previousSecretUntil!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;

  static of(endpoint: WebhookEndpoint): WebhookEndpointDto {
    return {
      id: endpoint.id,
      url: endpoint.url,
      description: endpoint.description,
      events: endpoint.events,
      lowStockThreshold: endpoint.lowStockThreshold,
      status: endpoint.status,
      pausedReason: endpoint.pausedReason,
      consecutiveFailures: endpoint.consecutiveFailures,
      previousSecretUntil: retiredSecretsAt(endpoint, new Date()).at(-1)?.until ?? null,
      createdAt: endpoint.createdAt.toISOString(),
      updatedAt: endpoint.updatedAt.toISOString(),
    };
  }
}

export class WebhookSecretDto {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'The signing secret (Standard Webhooks): shown this once',
  })
  secret!: string;
}

/** The endpoint just created, with its secret: the one time the secret is shown. */
export class CreatedWebhookEndpointDto extends WebhookEndpointDto {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })
  secret!: string;
}

export class WebhookDeliveryDto {
  @ApiProperty({ example: 41 })
  id!: number;

  @ApiProperty({ example: 'msg_2b7c0d0e4b8a4b8e9f6c1d2e3f4a5b6c', description: 'Sent as webhook-id on every attempt' })
  eventId!: string;

  @ApiProperty({ example: 'order.placed' })
  eventType!: string;

  @ApiProperty({ enum: WebhookDeliveryStatus, enumName: 'WebhookDeliveryStatus' })
  status!: WebhookDeliveryStatus;

  @ApiProperty({ example: 1 })
  attempts!: number;
}

/** One line of an endpoint's delivery log. */
export class WebhookAttemptDto {
  @ApiProperty({ example: 120 })
  id!: number;

  @ApiProperty({ example: 41 })
  deliveryId!: number;

  @ApiProperty({ example: 'msg_2b7c0d0e4b8a4b8e9f6c1d2e3f4a5b6c' })
  eventId!: string;

  @ApiProperty({ example: 'order.placed' })
  eventType!: string;

  @ApiProperty({ enum: WebhookDeliveryStatus, enumName: 'WebhookDeliveryStatus', description: "Its delivery's status" })
  deliveryStatus!: WebhookDeliveryStatus;

  @ApiProperty({ example: 1, description: '1 for the first try of its delivery' })
  attempt!: number;

  @ApiProperty({
    enum: ['delivered', 'failed', 'skipped'],
    enumName: 'WebhookAttemptOutcome',
    example: 'failed',
    description: 'How this attempt went: a 2xx answer, none or another, or not sent (the endpoint was paused)',
  })
  outcome!: 'delivered' | 'failed' | 'skipped';

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-11-25T10:01:00.000Z',
    description: 'For a failed attempt its delivery will follow with another: when that is due; else null',
  })
  retryAt!: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 200, description: 'Null when no answer came' })
  statusCode!: number | null;

  @ApiProperty({ example: 84 })
  durationMs!: number;

  @ApiProperty({ example: '{"ok":true}', description: 'The first 500 characters of the answer' })
  responseExcerpt!: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  error!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;
}
