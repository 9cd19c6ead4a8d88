import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { OutboxMessage } from '../../infra/jobs/outbox-message.entity';
import { DeliveryStatus, Order } from './order.entity';

export enum OrderEmailKind {
  CONFIRMATION = 'CONFIRMATION',
  SHIPPED = 'SHIPPED',
  DELIVERED = 'DELIVERED',
  CANCELED = 'CANCELED',
  // About a return of the order (the returns module renders them): one per step it takes.
  RETURN_REQUESTED = 'RETURN_REQUESTED',
  RETURN_APPROVED = 'RETURN_APPROVED',
  RETURN_REJECTED = 'RETURN_REJECTED',
  RETURN_RECEIVED = 'RETURN_RECEIVED',
  RETURN_REFUNDED = 'RETURN_REFUNDED',
}

/** Status changes the customer hears about by e-mail, and the e-mail each one owes. */
export const STATUS_EMAIL: Partial<Record<DeliveryStatus, OrderEmailKind>> = {
  [DeliveryStatus.SHIPPED]: OrderEmailKind.SHIPPED,
  [DeliveryStatus.DELIVERED]: OrderEmailKind.DELIVERED,
  [DeliveryStatus.CANCELED]: OrderEmailKind.CANCELED,
};

/** Whether the e-mail says an order status, and so is skipped once the order has left it. */
export const isStatusEmail = (kind: OrderEmailKind) => Object.values(STATUS_EMAIL).includes(kind);

/**
 * An e-mail owed to a customer about their order, and when it went out. The job that sends it
 * checks `sentAt` first, so retries and repeated requests never send it twice.
 */
@Entity({ tableName: 'order_emails' })
// One confirmation per order, however often it is asked for.
@Index({
  name: 'order_emails_one_confirmation',
  expression:
    'create unique index "order_emails_one_confirmation" on "order_emails" ("order_id") where "kind" = \'CONFIRMATION\'',
})
export class OrderEmail {
  [OptionalProps]?: 'message' | 'createdAt' | 'sentAt' | 'claimedBy' | 'claimedUntil' | 'skippedAt' | 'returnId';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade', index: true })
  order!: Rel<Order>;

  @Enum({ items: () => OrderEmailKind, nativeEnumName: 'order_email_kind' })
  kind!: OrderEmailKind;

  /**
   * The return a RETURN_* e-mail is about. An id rather than a relation: returns build on
   * orders, not the other way round, and a return is never deleted.
   */
  @Property({ type: 'integer', nullable: true })
  returnId: number | null = null;

  /** The outbox job that sends it (the latest, when it had to be asked for again). */
  @ManyToOne(() => OutboxMessage, { nullable: true, deleteRule: 'set null', index: true })
  message: Rel<OutboxMessage> | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt: Date | null = null;

  /**
   * The process sending it right now (see process-identity.ts), until `claimedUntil`: a second
   * run of its job meanwhile waits instead of sending it again.
   */
  @Property({ type: 'string', length: 200, nullable: true })
  claimedBy: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  claimedUntil: Date | null = null;

  /** A status e-mail not sent because the order's status changed again before it went out. */
  @Property({ type: 'datetime', nullable: true })
  skippedAt: Date | null = null;
}
