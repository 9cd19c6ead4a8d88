import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JobRuntime } from '../../infra/jobs/job-runtime';
import { OutboxStatus } from '../../infra/jobs/outbox-message.entity';
import { OutboxService } from '../../infra/jobs/outbox.service';
import { OrderEmail, OrderEmailKind } from './order-email.entity';
import { Order } from './order.entity';
import type { OrderEmailToSend } from './order-email.sql';
import type { EmailShop, RenderedEmail } from './order-email.template';

export const ORDER_EMAIL_JOB = 'email.order';

export interface OrderEmailPayload extends Record<string, unknown> {
  orderEmailId: number;
}

/** Renders an e-mail of a kind another module owns (a return's), which it loads itself. */
export type OrderEmailRenderer = (
  email: Pick<OrderEmailToSend, 'id' | 'returnId'>,
  shop: EmailShop,
) => Promise<RenderedEmail>;

/** Owes customers their order e-mails: records each one and queues its job in the same transaction. */
@Injectable()
export class OrderEmailsService {
  private readonly renderers = new Map<OrderEmailKind, OrderEmailRenderer>();

  constructor(
    private readonly outbox: OutboxService,
    private readonly jobs: JobRuntime,
  ) {}

  /** Lets another module's e-mails about an order go out through the same job (with its once-only claim). */
  renderWith(kind: OrderEmailKind, renderer: OrderEmailRenderer): void {
    this.renderers.set(kind, renderer);
  }

  rendererFor(kind: OrderEmailKind): OrderEmailRenderer | undefined {
    return this.renderers.get(kind);
  }

  /**
   * Records an e-mail about the order (or one of its returns) and queues it; written by the
   * caller's transaction. One of the same kind still waiting to go out serves instead: it will
   * say the status when it is sent.
   */
  async owe(
    em: EntityManager,
    order: Order,
    kind: OrderEmailKind,
    returnId: number | null = null,
  ): Promise<OrderEmail> {
    const waiting = await em.findOne(
      OrderEmail,
      { order, kind, returnId, sentAt: null, skippedAt: null },
      { populate: ['message'] },
    );
    if (waiting) {
      await this.queueAgainIfGivenUp(em, waiting);
      return waiting;
    }
    const email = em.create(OrderEmail, { order, kind, returnId });
    await em.flush();
    email.message = this.outbox.enqueue<OrderEmailPayload>(em, ORDER_EMAIL_JOB, { orderEmailId: email.id });
    await em.flush();
    return email;
  }

  /** A new job for an unsent e-mail whose job gave up (or was never recorded). */
  private async queueAgainIfGivenUp(em: EntityManager, email: OrderEmail): Promise<void> {
    const waiting = [OutboxStatus.PENDING, OutboxStatus.QUEUED, OutboxStatus.PROCESSING];
    if (email.message && waiting.includes(email.message.status)) return;
    email.message = this.outbox.enqueue<OrderEmailPayload>(em, ORDER_EMAIL_JOB, { orderEmailId: email.id });
    await em.flush();
  }

  /**
   * For an order placed in one statement: data-modifying CTEs (to follow `with` and precede the
   * CTEs that use them) owing the confirmation of the order inserted by the CTE `orderCte`, with its
   * outbox row, as `owe` does. Both ids are drawn first because each row names the other. The same
   * text for every order; its values are `confirmationParams`.
   */
  confirmationSql(orderCte: string): string {
    return `confirmation_ids as (
          select nextval(pg_get_serial_sequence('order_emails', 'id'))::int as email_id,
                 nextval(pg_get_serial_sequence('outbox_messages', 'id'))::int as message_id),
        confirmation_job as (
          insert into outbox_messages (id, queue, type, payload, max_attempts, available_at, request_id, created_at)
          select message_id, ?, ?, jsonb_build_object('${'orderEmailId' satisfies keyof OrderEmailPayload}', email_id), ?, ?, ?, ? from confirmation_ids),
        confirmation as (
          insert into order_emails (id, order_id, kind, message_id, created_at)
          select email_id, ${orderCte}.id, ?, message_id, ? from confirmation_ids, ${orderCte})`;
  }

  /** The values of `confirmationSql`'s placeholders, in order, for an order placed `now`. */
  confirmationParams(now: Date): unknown[] {
    const job = this.outbox.columns(ORDER_EMAIL_JOB);
    return [
      job.queue,
      job.type,
      job.maxAttempts,
      job.availableAt,
      job.requestId,
      now,
      OrderEmailKind.CONFIRMATION,
      now,
    ];
  }

  /**
   * Makes sure the order's confirmation goes out once: nothing to do when it was sent; queued
   * again when its job gave up (or it was never recorded), and handed to the queue again when the
   * queue lost it (Redis flushed while it waited).
   */
  async ensureConfirmation(em: EntityManager, order: Order): Promise<OrderEmail> {
    const email = await em.transactional(async (tx) => {
      // Serializes concurrent requests for the same order.
      await tx.execute('select id from orders where id = ? for update', [order.id]);
      const email = await tx.findOne(
        OrderEmail,
        { order, kind: OrderEmailKind.CONFIRMATION },
        { populate: ['message'] },
      );
      if (!email) return this.owe(tx, order, OrderEmailKind.CONFIRMATION);
      if (!email.sentAt) await this.queueAgainIfGivenUp(tx, email);
      return email;
    });
    if (!email.sentAt && email.message) await this.jobs.reconcile([email.message.id]);
    return email;
  }
}
