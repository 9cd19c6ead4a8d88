import { randomBytes, randomUUID } from 'node:crypto';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  WEBHOOK_MESSAGES,
  WEBHOOK_PAYLOAD_VERSION,
  WEBHOOK_TEST_EVENT,
} from '@satchel/shared';
import { ConflictError, InvalidInputError, RecordNotFoundError } from '../../common/errors/domain-errors';
import { Page } from '../../common/http/simple-rest';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { OutboxService } from '../../infra/jobs/outbox.service';
import {
  CreatedWebhookEndpointDto,
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookAttemptDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookSecretDto,
} from './dto/webhook.dto';
import { WebhookDelivery, WebhookDeliveryStatus } from './webhook-delivery.entity';
import { eventBody, WEBHOOK_DELIVER_JOB, webhookRetryMs } from './webhook-delivery.job';
import {
  MAX_RETIRED_SECRETS,
  retiredSecretsAt,
  SECRET_OVERLAP_MS,
  WebhookEndpoint,
  WebhookEndpointStatus,
} from './webhook-endpoint.entity';
import { checkWebhookUrl, WebhookUrlError } from './webhook-url';
import { findPage } from '../../infra/database/find-page';

export const ENDPOINT_SORTS = ['id', 'url', 'status', 'createdAt'] as const;
export type EndpointSort = (typeof ENDPOINT_SORTS)[number];

/** A new signing secret in the Standard Webhooks format: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
/** An event id as the triggers make them. */
export const newEventId = () => `msg_${randomUUID().replace(/-/g, '')}`;

/** The back office's webhook endpoints, their secrets, their delivery log, resends and test events. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async list(criteria: {
    sort: { field: EndpointSort; order: 'asc' | 'desc' };
    limit: number;
    offset: number;
    ids?: number[];
  }): Promise<Page<WebhookEndpointDto[]>> {
    const { items: endpoints, total } = await findPage(
      this.em,
      WebhookEndpoint,
      criteria.ids ? { id: { $in: criteria.ids } } : {},
      {
        // A tie-break by id, unless the sort is by id already (a second `id` key would replace it).
        orderBy:
          criteria.sort.field === 'id'
            ? { id: criteria.sort.order }
            : { [criteria.sort.field]: criteria.sort.order, id: 'asc' },
        limit: criteria.limit,
        offset: criteria.offset,
      },
    );
    return { items: endpoints.map(WebhookEndpointDto.of), total };
  }

  async get(id: number): Promise<WebhookEndpointDto> {
    return WebhookEndpointDto.of(await this.endpoint(id));
  }

  /** Registers an endpoint; its secret is in this answer and never again. */
  async create(form: CreateWebhookEndpointDto): Promise<CreatedWebhookEndpointDto> {
    await this.checkUrl(form.url);
    const endpoint = this.em.create(WebhookEndpoint, {
      url: form.url,
      description: form.description ?? '',
      events: [...new Set(form.events)],
      lowStockThreshold: form.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
      secret: newSecret(),
    });
    await this.em.flush();
    return { ...WebhookEndpointDto.of(endpoint), secret: endpoint.secret };
  }

  async update(id: number, form: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    const endpoint = await this.endpoint(id);
    if (form.url !== undefined && form.url !== endpoint.url) await this.checkUrl(form.url);
    if (form.url !== undefined) endpoint.url = form.url;
    if (form.description !== undefined) endpoint.description = form.description;
    if (form.events !== undefined) endpoint.events = [...new Set(form.events)];
    if (form.lowStockThreshold !== undefined) endpoint.lowStockThreshold = form.lowStockThreshold;
    if (form.status !== undefined && form.status !== endpoint.status) {
      endpoint.status = form.status;
      // Resumed: its failures so far no longer count towards the next pause.
      endpoint.pausedReason = null;
      endpoint.consecutiveFailures = 0;
    }
    await this.em.flush();
    return WebhookEndpointDto.of(endpoint);
  }

  async delete(id: number): Promise<WebhookEndpointDto> {
    const endpoint = await this.endpoint(id);
    const dto = WebhookEndpointDto.of(endpoint);
    await this.em.remove(endpoint).flush();
    return dto;
  }

  /** A new secret, shown this once; the old one keeps signing (a second signature) for a day. */
  async rotateSecret(id: number): Promise<WebhookSecretDto> {
    // The row locked: of two rotations at once, the second keeps the first's new secret signing.
    return this.em.transactional(async (em) => {
      const endpoint = await this.endpoint(id, em, LockMode.PESSIMISTIC_WRITE);
      const now = new Date();
      endpoint.previousSecrets = [
        ...retiredSecretsAt(endpoint, now),
        { secret: endpoint.secret, until: new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString() },
      ].slice(-MAX_RETIRED_SECRETS);
      endpoint.secret = newSecret();
      await em.flush();
      return { secret: endpoint.secret };
    });
  }

  /** Sends a `webhook.test` event to the endpoint, whatever events it listens for. */
  async sendTest(id: number): Promise<WebhookDeliveryDto> {
    const endpoint = await this.endpoint(id);
    const eventId = newEventId();
    const body = eventBody({
      id: eventId,
      type: WEBHOOK_TEST_EVENT,
      timestamp: new Date().toISOString(),
      version: WEBHOOK_PAYLOAD_VERSION,
      data: { endpointId: endpoint.id },
    });
    return this.queue(endpoint, { eventId, eventType: WEBHOOK_TEST_EVENT, body, resendOf: null });
  }

  /** Sends a delivery's event again, under the same webhook-id, as a delivery of its own. */
  async resend(deliveryId: number): Promise<WebhookDeliveryDto> {
    const delivery = await this.em.findOne(WebhookDelivery, deliveryId, { populate: ['endpoint'] });
    if (!delivery) throw new RecordNotFoundError('Delivery not found');
    const { eventId, eventType, body } = delivery;
    return this.queue(delivery.endpoint, { eventId, eventType, body, resendOf: delivery.id });
  }

  /** An endpoint's delivery log, newest attempt first. */
  async attempts(endpointId: number, range: { limit: number; offset: number }): Promise<Page<WebhookAttemptDto[]>> {
    await this.endpoint(endpointId);
    type Row = Omit<WebhookAttemptDto, 'retryAt'> & { total: number; latest: boolean };
    const rows = await this.em.execute<Row[]>(
      `select a.id, a.delivery_id as "deliveryId", d.event_id as "eventId", d.event_type as "eventType",
              d.status as "deliveryStatus", a.attempt, a.status_code as "statusCode", a.duration_ms as "durationMs",
              a.response_excerpt as "responseExcerpt", a.error, a.created_at as "createdAt",
              -- A paused endpoint's turn is logged without counting as an attempt of its delivery.
              case when a.status_code between 200 and 299 then 'delivered'
                   when d.status = 'skipped' and a.attempt > d.attempts then 'skipped'
                   else 'failed' end as outcome,
              a.attempt = d.attempts as latest,
              count(*) over ()::int as total
         from webhook_attempts a join webhook_deliveries d on d.id = a.delivery_id
        where a.endpoint_id = ?
        order by a.id desc
        limit ? offset ?`,
      [endpointId, range.limit, range.offset],
    );
    const total = rows[0]?.total ?? (await this.countAttempts(endpointId));
    const { retryMs } = this.config.webhooks;
    return {
      items: rows.map(({ total: _, latest, createdAt, ...row }) => {
        // The job recording a failed attempt queues the next one this long after (webhook-delivery.job).
        const retrying = row.outcome === 'failed' && latest && row.deliveryStatus === WebhookDeliveryStatus.PENDING;
        const made = new Date(createdAt);
        return {
          ...row,
          createdAt: made.toISOString(),
          retryAt: retrying ? new Date(made.getTime() + webhookRetryMs(retryMs, row.attempt)).toISOString() : null,
        };
      }),
      total,
    };
  }

  private async countAttempts(endpointId: number): Promise<number> {
    const [{ count }] = await this.em.execute<{ count: number }[]>(
      'select count(*)::int as count from webhook_attempts where endpoint_id = ?',
      [endpointId],
    );
    return count;
  }

  private async queue(
    endpoint: WebhookEndpoint,
    fields: Pick<WebhookDelivery, 'eventId' | 'eventType' | 'body' | 'resendOf'>,
  ): Promise<WebhookDeliveryDto> {
    // The job would skip it: say so rather than report a send that never happens.
    if (endpoint.status === WebhookEndpointStatus.PAUSED) throw new ConflictError(WEBHOOK_MESSAGES.pausedNoSend);
    const delivery = await this.em.transactional(async (em) => {
      const created = em.create(WebhookDelivery, { endpoint, ...fields });
      await em.flush();
      this.outbox.enqueue(em, WEBHOOK_DELIVER_JOB, { deliveryId: created.id, attempt: 1 });
      return created;
    });
    const { id, eventId, eventType, status, attempts } = delivery;
    return { id, eventId, eventType, status: status as WebhookDeliveryStatus, attempts };
  }

  private async endpoint(id: number, em = this.em, lockMode?: LockMode): Promise<WebhookEndpoint> {
    const endpoint = await em.findOne(WebhookEndpoint, id, { lockMode });
    if (!endpoint) throw new RecordNotFoundError('Webhook endpoint not found');
    return endpoint;
  }

  private async checkUrl(url: string): Promise<void> {
    try {
      await checkWebhookUrl(url, this.config.webhooks.allowPrivate);
    } catch (error) {
      if (error instanceof WebhookUrlError) throw new InvalidInputError(error.message, 'url');
      throw error;
    }
  }
}
