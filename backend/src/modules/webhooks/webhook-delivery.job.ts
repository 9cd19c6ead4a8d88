import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { type Permission, SHOP_NAME, WEBHOOK_MESSAGES } from '@satchel/shared';
import { Webhook } from 'standardwebhooks';
import { settleAll } from '../../common/async/settle-all';
import { escapeHtml } from '../../common/text/escape-html';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { executePrepared } from '../../infra/database/prepared-statement';
import { JobRegistry } from '../../infra/jobs/job-registry';
import { OutboxService } from '../../infra/jobs/outbox.service';
import { MailerService } from '../../infra/mail/mailer.service';
import { WebhookDeliveryStatus } from './webhook-delivery.entity';
import { retiredSecretsAt, WebhookEndpoint, WebhookEndpointStatus } from './webhook-endpoint.entity';
import { postWebhook, SendResult } from './webhook-sender';
import { checkWebhookUrl, guardedLookup, WebhookUrlError } from './webhook-url';

/** The back office area whose staff are told of a paused endpoint (besides owners). */
const WEBHOOKS_PERMISSION: Permission = 'webhooks';

/** Written to the outbox by the database triggers (migration 20261125110000): one per event. */
export const WEBHOOK_EVENT_JOB = 'webhook.event';
export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';
export const WEBHOOK_PAUSED_EMAIL_JOB = 'webhook.paused-email';

/** The event document the triggers write, sent as the request body (less its id, sent as webhook-id). */
export interface WebhookEvent extends Record<string, unknown> {
  id: string;
  type: string;
  timestamp: string;
  version: number;
  data: Record<string, unknown>;
}

/** A delivery as an attempt needs it, with its endpoint's address, state and secrets. */
interface DeliveryToSend extends Pick<WebhookEndpoint, 'url' | 'secret' | 'previousSecrets'> {
  eventId: string;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  endpointId: number;
  endpointStatus: WebhookEndpointStatus;
}

/** A delivery's columns as DeliveryToSend names them (`d` the delivery, `e` its endpoint): plain rows, not entities. */
const DELIVERY_COLUMNS = `d.event_id as "eventId", d.body, d.status, d.attempts, e.id as "endpointId", e.url,
  e.status as "endpointStatus", e.secret, e.previous_secrets as "previousSecrets"`;

/** A delivery due its first attempt, with its id. */
type DueDelivery = DeliveryToSend & { id: number };

/**
 * An event's deliveries, one per active endpoint listening, and those an earlier run created and
 * never tried (the second part reads the table as it was before this statement, so none comes
 * twice), each as its first attempt needs it. Values: event id, type, body, type twice, stock and
 * previous stock (for stock.low), event id. The earlier run's deliveries are looked up under each
 * endpoint's id, so the probe uses both columns of webhook_deliveries_event_unique.
 */
const FAN_OUT_SQL = `with created as (
     insert into webhook_deliveries (endpoint_id, event_id, event_type, body, status, attempts, created_at)
     select id, ?, ?, ?, 'pending', 0, now() from webhook_endpoints
      where status = 'active' and ? = any(events)
        and (? <> 'stock.low' or (?::int <= low_stock_threshold and ?::int > low_stock_threshold))
     on conflict (endpoint_id, event_id) where resend_of is null do nothing
     returning id, endpoint_id, event_id, body, status, attempts)
   select d.id, ${DELIVERY_COLUMNS} from created d join webhook_endpoints e on e.id = d.endpoint_id
   union all
   select d.id, ${DELIVERY_COLUMNS} from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
    where d.endpoint_id = any(array(select id from webhook_endpoints)) and d.event_id = ?
      and d.resend_of is null and d.status = 'pending' and d.attempts = 0`;

interface DeliverPayload extends Record<string, unknown> {
  deliveryId: number;
  /** The attempt this job makes: a job run again after its attempt was recorded does nothing. */
  attempt: number;
}

/** The longest wait between two attempts. */
const MAX_RETRY_MS = 8 * 3_600_000;

/** The wait after failed attempt `attempt`: WEBHOOK_RETRY_MS, then 4 times longer each time, up to 8 hours. */
export function webhookRetryMs(firstRetryMs: number, attempt: number): number {
  return Math.min(firstRetryMs * 4 ** (attempt - 1), MAX_RETRY_MS);
}

/** The body of an event as sent: type, timestamp, version and data, in that order. */
export function eventBody({ type, timestamp, version, data }: WebhookEvent): string {
  return JSON.stringify({ type, timestamp, version, data });
}

/**
 * Webhook delivery on the `webhooks` queue: an event becomes one delivery per active endpoint
 * listening for it, and each delivery is POSTed, signed, until a 2xx answer or its last attempt.
 * Every attempt is logged; an endpoint failing WEBHOOK_PAUSE_AFTER times in a row is paused and
 * the staff who can act on it are e-mailed (emailPaused).
 */
@Injectable()
export class WebhookDeliveryJob implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly outbox: OutboxService,
    private readonly em: EntityManager,
    private readonly mailer: MailerService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.define<WebhookEvent>({ type: WEBHOOK_EVENT_JOB, queue: 'webhooks', handle: (e) => this.fanOut(e) });
    this.registry.define<DeliverPayload>({
      type: WEBHOOK_DELIVER_JOB,
      queue: 'webhooks',
      // Its own schedule handles a receiver's failures; the queue's retries (the default, about
      // 40 minutes of them) are for the shop's own: the database away.
      handle: (payload) => this.deliver(payload),
    });
    this.registry.define<{ endpointId: number }>({
      type: WEBHOOK_PAUSED_EMAIL_JOB,
      queue: 'email',
      handle: ({ endpointId }) => this.emailPaused(endpointId),
    });
  }

  /**
   * One delivery per active endpoint listening, made once however often this runs, and each one's
   * first attempt made here and now (one job per event; retries are jobs of their own). Run again
   * after dying part-way, it makes the first attempts not yet recorded, with the same webhook-id.
   */
  async fanOut(event: WebhookEvent): Promise<void> {
    const data = event.data as { stock?: number; previousStock?: number };
    const due = await executePrepared<DueDelivery>(this.em, FAN_OUT_SQL, [
      event.id,
      event.type,
      eventBody(event),
      event.type,
      event.type,
      data.stock ?? 0,
      data.previousStock ?? 0,
      event.id,
    ]);
    // Every attempt finishes (and is recorded) before a failure makes the job run again.
    await settleAll(due.map(({ id, ...delivery }) => this.attempt(id, delivery, 1)));
  }

  /** A retry, or a resend's first attempt: the delivery read by its id. */
  async deliver({ deliveryId, attempt }: DeliverPayload): Promise<void> {
    const [delivery] = await executePrepared<DeliveryToSend>(
      this.em,
      `select ${DELIVERY_COLUMNS} from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id where d.id = ?`,
      [deliveryId],
    );
    if (delivery) await this.attempt(deliveryId, delivery, attempt);
  }

  /** Attempt `attempt` of a delivery read as `delivery`: sent, and recorded, unless made already. */
  private async attempt(deliveryId: number, delivery: DeliveryToSend, attempt: number): Promise<void> {
    if (delivery.status !== WebhookDeliveryStatus.PENDING || delivery.attempts !== attempt - 1) return;
    if (
      delivery.endpointStatus === WebhookEndpointStatus.PAUSED &&
      (await this.skipWhilePaused(deliveryId, delivery.endpointId, attempt))
    ) {
      return;
    }
    const { allowPrivate, timeoutMs } = this.config.webhooks;
    let result: SendResult;
    try {
      // Checked again at every attempt: DNS can change; the connection itself checks once more.
      await checkWebhookUrl(delivery.url, allowPrivate);
      result = await postWebhook(delivery.url, this.signedHeaders(delivery), delivery.body, {
        timeoutMs,
        lookup: guardedLookup(allowPrivate),
      });
    } catch (error) {
      if (!(error instanceof WebhookUrlError)) throw error;
      result = { statusCode: null, durationMs: 0, excerpt: '', error: error.message };
    }
    await this.record(deliveryId, delivery.endpointId, attempt, result);
  }

  /**
   * A retry due while its endpoint is paused is not sent; the log says so, with a Resend for when
   * the endpoint is active again, so the event is not lost unseen. False when the endpoint was
   * resumed meanwhile: the attempt is to be made after all (left pending, no job would retry it).
   */
  private async skipWhilePaused(deliveryId: number, endpointId: number, attempt: number): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      // Held until the skip is written: a resume waits for it, or comes first and is seen here.
      const [endpoint] = await em.execute<{ status: string }[]>(
        'select status from webhook_endpoints where id = ? for share',
        [endpointId],
      );
      if (endpoint && endpoint.status !== WebhookEndpointStatus.PAUSED) return false;
      const skipped = await em.execute<{ id: number }[]>(
        `update webhook_deliveries set status = 'skipped', finished_at = now()
          where id = ? and attempts = ? and status = 'pending' returning id`,
        [deliveryId, attempt - 1],
      );
      if (skipped.length) {
        const notSent = { statusCode: null, durationMs: 0, excerpt: '', error: WEBHOOK_MESSAGES.notSentPaused };
        await logAttempt(em, deliveryId, endpointId, attempt, notSent);
      }
      return true;
    });
  }

  /** Standard Webhooks headers; during a rotation's overlap, a signature by each secret. */
  private signedHeaders(delivery: DeliveryToSend): Record<string, string> {
    const now = new Date();
    const secrets = [delivery.secret, ...retiredSecretsAt(delivery, now).map((retired) => retired.secret)];
    return {
      'webhook-id': delivery.eventId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': secrets
        .map((secret) => new Webhook(secret).sign(delivery.eventId, now, delivery.body))
        .join(' '),
    };
  }

  /**
   * The attempt, the delivery's new state, the endpoint's failure count and the next attempt, all
   * or nothing; an attempt another run already recorded changes nothing. A delivered attempt is
   * one statement; a failed one may pause the endpoint and schedules the next, in a transaction.
   */
  private async record(deliveryId: number, endpointId: number, attempt: number, result: SendResult): Promise<void> {
    const { attempts: maxAttempts, pauseAfter, retryMs } = this.config.webhooks;
    const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const status = delivered
      ? WebhookDeliveryStatus.DELIVERED
      : attempt >= maxAttempts
        ? WebhookDeliveryStatus.FAILED
        : WebhookDeliveryStatus.PENDING;
    const write = (em: EntityManager) =>
      executePrepared<{ recorded: boolean; consecutive_failures: number | null; status: string | null }>(
        em,
        `with delivery as (
           update webhook_deliveries set attempts = ?, status = ?, finished_at = case when ? then now() end
            where id = ? and attempts = ? and status = 'pending' returning id),
         logged as (
           insert into webhook_attempts (delivery_id, endpoint_id, attempt, status_code, duration_ms, response_excerpt, error, created_at)
           select id, ?, ?, ?, ?, ?, ?, now() from delivery),
         endpoint as (
           -- A success resets the count; one already at 0 is left alone (no write per event).
           update webhook_endpoints
              set consecutive_failures = case when ? then 0 else consecutive_failures + 1 end
            where id = ? and exists (select 1 from delivery) and (not ? or consecutive_failures <> 0)
           returning consecutive_failures, status)
         select exists (select 1 from delivery) as recorded, e.consecutive_failures, e.status
           from (select 1) one left join endpoint e on true`,
        [
          attempt,
          status,
          status !== WebhookDeliveryStatus.PENDING,
          deliveryId,
          attempt - 1,
          endpointId,
          attempt,
          result.statusCode,
          result.durationMs,
          result.excerpt,
          result.error,
          delivered,
          endpointId,
          delivered,
        ],
      );
    if (delivered) {
      await write(this.em.fork());
      return;
    }
    await this.em.fork().transactional(async (em) => {
      const [written] = await write(em);
      if (!written?.recorded) return;
      if (written.status === WebhookEndpointStatus.ACTIVE && written.consecutive_failures! >= pauseAfter) {
        await em.execute(
          `update webhook_endpoints set status = 'paused', paused_reason = ?, updated_at = now() where id = ?`,
          [`Paused after ${written.consecutive_failures} failed attempts in a row.`, endpointId],
        );
        this.outbox.enqueue(em, WEBHOOK_PAUSED_EMAIL_JOB, { endpointId });
      }
      if (status === WebhookDeliveryStatus.PENDING) {
        this.outbox.enqueue(
          em,
          WEBHOOK_DELIVER_JOB,
          { deliveryId, attempt: attempt + 1 },
          webhookRetryMs(retryMs, attempt),
        );
      }
    });
  }

  private async emailPaused(endpointId: number): Promise<void> {
    const em = this.em.fork();
    const endpoint = await em.findOne(WebhookEndpoint, endpointId);
    if (!endpoint || endpoint.status !== WebhookEndpointStatus.PAUSED) return;
    // Staff who can act on it: an endpoint's URL may itself be its secret, so not the disabled, the
    // invited who have not accepted, nor those without the webhooks area.
    const admins = await em.execute<{ id: number; email: string }[]>(
      `select id, email from users
        where user_type = 'ADMIN' and disabled_at is null and password_hash is not null
          and (is_owner or ? = any(permissions))
        order by id`,
      [WEBHOOKS_PERMISSION],
    );
    const link = `${this.config.publicUrl}/admin/webhooks/${endpoint.id}`;
    const text =
      `The webhook endpoint ${endpoint.url} stopped answering, and ${SHOP_NAME} paused it: ` +
      `${endpoint.pausedReason ?? ''}\n\nIt receives no events until it is resumed. See its delivery log: ${link}\n`;
    for (const admin of admins) {
      await this.mailer.send({
        to: admin.email,
        subject: `Webhook endpoint paused: ${endpoint.url}`,
        text,
        html: text
          .split('\n\n')
          .map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
          .join(''),
        // Stable per pause and admin: a rare second copy reads as the same message.
        messageId: `<webhook-paused-${endpoint.id}-${endpoint.updatedAt.getTime()}-${admin.id}@satchel>`,
      });
    }
  }
}

/** A line of the delivery log. */
async function logAttempt(
  em: EntityManager,
  deliveryId: number,
  endpointId: number,
  attempt: number,
  result: SendResult,
): Promise<void> {
  await em.execute(
    `insert into webhook_attempts (delivery_id, endpoint_id, attempt, status_code, duration_ms, response_excerpt, error, created_at)
     values (?, ?, ?, ?, ?, ?, ?, now())`,
    [deliveryId, endpointId, attempt, result.statusCode, result.durationMs, result.excerpt, result.error],
  );
}
