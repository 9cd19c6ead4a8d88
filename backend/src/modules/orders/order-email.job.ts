import { buffer } from 'node:stream/consumers';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { Counter } from 'prom-client';
import { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { JobRegistry } from '../../infra/jobs/job-registry';
import { executePrepared } from '../../infra/database/prepared-statement';
import { claimerIsDead, PROCESS_ID } from '../../infra/jobs/process-identity';
import { MailerService, MailMessage } from '../../infra/mail/mailer.service';
import { Metrics } from '../../infra/metrics/metrics';
import { StorageDriver } from '../../infra/storage/storage-driver';
import { isStatusEmail, OrderEmail, STATUS_EMAIL } from './order-email.entity';
import { DeliveryStatus } from './order.entity';
import { claimOrderEmail, OrderEmailToSend, TAKE_ORDER_EMAIL_SQL } from './order-email.sql';
import { renderOrderEmail } from './order-email.template';
import { ORDER_EMAIL_JOB, OrderEmailPayload, OrderEmailsService } from './order-emails.service';

/** Enough tries to outlast an SMTP outage of about half a day with the default 5 s first retry. */
const MAX_ATTEMPTS = 20;

/**
 * The e-mail's `Message-ID`, the same on every try: the order, the kind and the e-mail's own id
 * (an order may be told of a status more than once), at the shop's host.
 */
export function orderEmailMessageId(
  email: Pick<OrderEmail, 'id' | 'kind'> & { order: { id: number } },
  publicUrl: string,
): string {
  return `<order-${email.order.id}.${email.kind.toLowerCase()}.${email.id}@${new URL(publicUrl).hostname}>`;
}

/** Thrown while another live process holds the e-mail's claim: the job retries later. */
class ClaimedElsewhere extends Error {}

/**
 * Sends an order e-mail that was owed in the order's transaction. Runs on the jobs runtime with
 * retries and backoff. Delivery is at least once, and twice only in a narrow window:
 * - it claims the e-mail row before sending (`claimedBy`/`claimedUntil`, MAIL_LEASE_MS), so two
 *   runs of its job (a retry, a stalled job run again, send-confirmation) never send it at once;
 * - it records `sentAt` once SMTP has accepted it, and never sends a sent one again;
 * - a process killed between SMTP's acceptance and that record leaves a claim: once it is free
 *   (at once when the dead process was on this host, else when the lease runs out) the e-mail is
 *   sent again, with the same `Message-ID`, so the copy is recognisable downstream.
 * A status e-mail says the order's status when it is sent; one whose status the order has left
 * again meanwhile is skipped (flipping a status back and forth sends nothing for the flip).
 */
@Injectable()
export class OrderEmailJob implements OnModuleInit {
  private readonly sent: Counter<'kind' | 'outcome'>;

  constructor(
    private readonly registry: JobRegistry,
    private readonly em: EntityManager,
    private readonly mailer: MailerService,
    private readonly storage: StorageDriver,
    private readonly emails: OrderEmailsService,
    @InjectConfig() private readonly config: AppConfig,
    metrics: Metrics,
  ) {
    this.sent = metrics.counter({
      name: 'satchel_emails_total',
      help: 'Order e-mails by outcome: sent, or failed (an attempt that will be retried or given up)',
      labelNames: ['kind', 'outcome'],
    });
  }

  onModuleInit(): void {
    this.registry.define<OrderEmailPayload>({
      type: ORDER_EMAIL_JOB,
      queue: 'email',
      maxAttempts: MAX_ATTEMPTS,
      backoffMs: this.config.mailRetryMs,
      handle: (payload) => this.send(payload),
    });
  }

  private async send({ orderEmailId }: OrderEmailPayload): Promise<void> {
    // Read with its order, and taken when no one holds it, in one statement; a status e-mail is
    // taken only once it is known to be still due.
    const email = await claimOrderEmail(this.em, orderEmailId, PROCESS_ID, this.config.mailLeaseMs);
    if (!email || email.sent || email.skipped) return;
    if (isStatusEmail(email.kind) && (await this.skipIfStatusMovedOn(email))) return;
    if (!email.claimed) await this.claim(email);
    try {
      const logo = email.shop?.logo
        ? await this.attachment(email.shop.logo.filename, email.shop.logo.contentType)
        : undefined;
      const shop = {
        name: email.shop?.name || 'Satchel',
        logoSrc: logo ? `cid:${logo.cid}` : undefined,
        email: email.shop?.email || undefined,
        phone: email.shop?.phone || undefined,
        url: this.config.publicUrl,
      };
      const renderer = this.emails.rendererFor(email.kind);
      const rendered = renderer ? await renderer(email, shop) : renderOrderEmail(email.kind, email.order, shop);
      await this.mailer.send({
        to: email.order.user.email,
        ...rendered,
        messageId: orderEmailMessageId(email, this.config.publicUrl),
        attachments: logo ? [logo] : undefined,
      });
    } catch (error) {
      this.sent.inc({ kind: email.kind, outcome: 'failed' });
      // Not sent: free the claim so that the retry need not wait for the lease.
      await executePrepared(
        this.em,
        'update order_emails set claimed_by = null, claimed_until = null where id = ? and claimed_by = ?',
        [email.id, PROCESS_ID],
      );
      throw error;
    }
    await executePrepared(
      this.em,
      'update order_emails set sent_at = now(), claimed_by = null, claimed_until = null where id = ?',
      [email.id],
    );
    this.sent.inc({ kind: email.kind, outcome: 'sent' });
  }

  /**
   * A status e-mail whose status the order has left is skipped. Decided while holding the order row
   * (`for share`): a status change holds it `for update` while it looks for a waiting e-mail of
   * its kind to reuse, so it either sees this one skipped (and owes a new one) or is seen here.
   */
  private async skipIfStatusMovedOn(email: OrderEmailToSend): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const [order] = await em
        .getConnection()
        .execute<
          { delivery_status: DeliveryStatus }[]
        >('select delivery_status from orders where id = ? for share', [email.order.id], 'all', em.getTransactionContext());
      if (order && STATUS_EMAIL[order.delivery_status] === email.kind) return false;
      await em.nativeUpdate(OrderEmail, { id: email.id, sentAt: null }, { skippedAt: new Date() });
      return true;
    });
  }

  /**
   * Takes the e-mail for this process until the lease runs out, unless a live process holds it:
   * what the read (claimOrderEmail) did not take was a status e-mail or held by someone. A holder
   * known to be dead is taken over.
   */
  private async claim(email: OrderEmailToSend): Promise<void> {
    const deadClaimer = claimerIsDead(email.claimedBy) ? email.claimedBy : null;
    const taken = await executePrepared<{ id: number }>(this.em, TAKE_ORDER_EMAIL_SQL, [
      PROCESS_ID,
      this.config.mailLeaseMs,
      email.id,
      deadClaimer,
    ]);
    if (!taken.length)
      throw new ClaimedElsewhere(`E-mail #${email.id} is being sent by ${email.claimedBy ?? 'another process'}`);
  }

  /** The logo as an inline attachment: mail clients block remote images by default. */
  private async attachment(
    filename: string,
    contentType: string,
  ): Promise<NonNullable<MailMessage['attachments']>[0] | undefined> {
    const file = await this.storage.get(filename);
    if (!file) return undefined;
    return { filename, content: await buffer(file.body), contentType, cid: 'logo@satchel' };
  }
}
