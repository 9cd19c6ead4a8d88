import {
  BigIntType,
  Check,
  Collection,
  Entity,
  Enum,
  Index,
  ManyToMany,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core';
import {
  MAX_ACCOUNT_NAME_LENGTH,
  MAX_REFUND_REFERENCE_LENGTH,
  MAX_RETURN_COMMENT_LENGTH,
  MAX_RETURN_NOTE_LENGTH,
  MAX_UPI_ID_LENGTH,
  REFUND_DESTINATIONS,
  REFUND_METHODS,
  RETURN_REASONS,
  RETURN_STATUSES,
  type RefundDestination,
  type RefundMethod,
  type ReturnReason,
  type ReturnStatus,
} from '@satchel/shared';
import { Audited } from '../audit/audited';
import { Upload } from '../media/upload.entity';
import { OrderLine } from '../orders/order-line.entity';
import { Order } from '../orders/order.entity';
import { TaxDocument } from '../orders/tax-document.entity';
import { User } from '../users/user.entity';

/**
 * A customer's request to send back some units of a delivered order, and what the shop did about
 * it (docs/product.md §19): REQUESTED → APPROVED or REJECTED → RECEIVED → REFUNDED. Never
 * deleted: it is the record of a refund and of the stock that came back.
 */
@Audited({ entity: 'return' })
@Entity({ tableName: 'order_returns' })
@Index({ name: 'order_returns_status_requested_idx', properties: ['status', 'requestedAt'] })
@Index({ name: 'order_returns_requested_idx', properties: ['requestedAt'] })
// The dashboard's refunds per day.
@Index({
  name: 'order_returns_refunded_idx',
  expression:
    'create index "order_returns_refunded_idx" on "order_returns" ("refunded_at") where "refunded_at" is not null',
})
@Index({ name: 'order_returns_user_requested_idx', properties: ['user', 'requestedAt'] })
@Check({
  name: 'order_returns_refund_check',
  expression:
    "(status = 'REFUNDED') = (refund_paise is not null and refund_method is not null and refund_reference is not null and refunded_at is not null) and (refund_paise is null or refund_paise > 0)",
})
@Check({
  name: 'order_returns_destination_check',
  expression:
    "(destination = 'UPI' and upi_id is not null) or (destination = 'BANK' and account_name is not null and account_number is not null and ifsc is not null)",
})
export class OrderReturn {
  [OptionalProps]?:
    | 'status'
    | 'comment'
    | 'staffNote'
    | 'upiId'
    | 'accountName'
    | 'accountNumber'
    | 'ifsc'
    | 'decidedAt'
    | 'receivedAt'
    | 'refundedAt'
    | 'refundPaise'
    | 'refundMethod'
    | 'refundReference'
    | 'creditNote'
    | 'requestedAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Order, { deleteRule: 'restrict', index: true })
  order!: Rel<Order>;

  /** The order's customer, kept here so that "my returns" needs no join. */
  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: Rel<User>;

  @Enum({ items: () => [...RETURN_STATUSES], nativeEnumName: 'return_status' })
  status: ReturnStatus = 'REQUESTED';

  @OneToMany(() => OrderReturnLine, (line) => line.orderReturn, { orderBy: { id: 'asc' } })
  lines = new Collection<OrderReturnLine>(this);

  /** The customer's own words, besides each item's reason. */
  @Property({ type: 'string', length: MAX_RETURN_COMMENT_LENGTH })
  comment: string = '';

  /** Up to 3 photos the customer sent (kept while the return exists). */
  @ManyToMany({
    entity: () => Upload,
    pivotTable: 'order_return_photos',
    joinColumn: 'return_id',
    inverseJoinColumn: 'upload_id',
  })
  photos = new Collection<Upload>(this);

  // Where the customer wants the refund: the order was paid in cash.
  @Enum({ items: () => [...REFUND_DESTINATIONS], nativeEnumName: 'refund_destination' })
  destination!: RefundDestination;

  @Property({ type: 'string', length: MAX_UPI_ID_LENGTH, nullable: true })
  upiId: string | null = null;

  @Property({ type: 'string', length: MAX_ACCOUNT_NAME_LENGTH, nullable: true })
  accountName: string | null = null;

  @Property({ type: 'string', length: 18, nullable: true })
  accountNumber: string | null = null;

  @Property({ type: 'string', length: 11, nullable: true })
  ifsc: string | null = null;

  /** Staff's note to the customer (why a return was rejected, what happens next). */
  @Property({ type: 'string', length: MAX_RETURN_NOTE_LENGTH })
  staffNote: string = '';

  @Property({ type: 'datetime' })
  requestedAt: Date = new Date();

  /** When it was approved or rejected. */
  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  receivedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  refundedAt: Date | null = null;

  @Property({ type: new BigIntType('number'), nullable: true })
  refundPaise: number | null = null;

  @Enum({ items: () => [...REFUND_METHODS], nativeEnumName: 'refund_method', nullable: true })
  refundMethod: RefundMethod | null = null;

  @Property({ type: 'string', length: MAX_REFUND_REFERENCE_LENGTH, nullable: true })
  refundReference: string | null = null;

  /** The credit note issued with the refund, when the order had a tax invoice. */
  @ManyToOne(() => TaxDocument, { nullable: true, deleteRule: 'restrict', unique: 'order_returns_credit_note_unique' })
  creditNote: Rel<TaxDocument> | null = null;

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * Some units of one order line in a return, with what they may be refunded for (their share of
 * what was paid, after discounts, fixed when asked) and, once refunded, the credit's parts.
 */
@Audited({ entity: 'return', partOf: { relation: 'orderReturn', prefix: 'lines' } })
@Entity({ tableName: 'order_return_lines' })
@Check({ name: 'order_return_lines_quantity_check', expression: 'quantity >= 1 and refundable_paise >= 0' })
export class OrderReturnLine {
  [OptionalProps]?: 'restockedAt' | 'refundPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => OrderReturn, { deleteRule: 'cascade', index: true })
  orderReturn!: Rel<OrderReturn>;

  @ManyToOne(() => OrderLine, { deleteRule: 'restrict', index: true })
  orderLine!: Rel<OrderLine>;

  @Property({ type: 'integer' })
  quantity!: number;

  @Enum({ items: () => [...RETURN_REASONS], nativeEnumName: 'return_reason' })
  reason!: ReturnReason;

  /** The most these units may be refunded for (refundablePaise). */
  @Property({ type: new BigIntType('number') })
  refundablePaise!: number;

  /** When these units went back on the shelf; null: not restocked (yet, or ever). */
  @Property({ type: 'datetime', nullable: true })
  restockedAt: Date | null = null;

  // The refund's share for these units and the GST in it, as the credit note shows them.
  @Property({ type: new BigIntType('number'), nullable: true })
  refundPaise: number | null = null;

  @Property({ type: new BigIntType('number'), default: 0 })
  taxablePaise: number = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  cgstPaise: number = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  sgstPaise: number = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  igstPaise: number = 0;
}
