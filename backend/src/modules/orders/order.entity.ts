import {
  BigIntType,
  Cascade,
  Check,
  Collection,
  Embedded,
  Entity,
  Enum,
  Index,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
  type Rel,
} from '@mikro-orm/core';
import { MAX_CARRIER_LENGTH, MAX_DISCOUNT_CODE_LENGTH } from '@satchel/shared';
import { PostalAddress } from '../addresses/postal-address.embeddable';
import { DiscountCode, handWrittenForeignKey } from '../promotions/discount-code.entity';
import { User } from '../users/user.entity';
import { OrderLine } from './order-line.entity';
import { TaxDocument } from './tax-document.entity';
import { Audited } from '../audit/audited';

export enum DeliveryStatus {
  PENDING = 'PENDING',
  SHIPPED = 'SHIPPED',
  DELIVERED = 'DELIVERED',
  CANCELED = 'CANCELED',
}

export enum PaymentStatus {
  PENDING = 'PENDING',
  PAID = 'PAID',
}

export enum PaymentMethod {
  COD = 'COD',
}

/** The seller as an order's invoice names it: the company details at placement. */
export interface OrderSeller {
  name: string;
  address: string;
  pincode: string;
  email: string;
  phone: string;
  gstin: string;
  /** Kept since GST (absent on older orders): the seller's state code and registration. */
  stateCode?: string | null;
  registrationType?: string;
}

/**
 * A placed order. Everything a customer saw when placing it (lines, prices, address) is copied in,
 * so later edits to the catalogue or the address book never change it (docs/product.md §10, §8).
 */
@Audited({ entity: 'order' })
@Entity({ tableName: 'orders' })
@Index({ name: 'orders_user_created_idx', properties: ['user', 'createdAt'] })
@Index({ name: 'orders_created_idx', properties: ['createdAt'] })
@Index({ name: 'orders_status_created_idx', properties: ['deliveryStatus', 'createdAt'] })
// A retried place-order with the same key finds the order the first try made.
@Unique({ name: 'orders_user_idempotency_key_unique', properties: ['user', 'idempotencyKey'] })
// Read into a JS number, so at most 2^53 − 1 paise (₹90 lakh crore): far above any cart the
// quantity and price limits allow in practice, and refused by the database beyond it.
@Check({ name: 'orders_total_check', expression: "total_paise >= 0 AND total_paise <= '9007199254740991'::bigint" })
export class Order {
  [OptionalProps]?:
    | 'paymentMethod'
    | 'paymentStatus'
    | 'deliveryStatus'
    | 'deliveredOn'
    | 'customerName'
    | 'seller'
    | 'idempotencyKey'
    | 'idempotencyFingerprint'
    | 'deliveryChargePaise'
    | 'codFeePaise'
    | 'carrier'
    | 'trackingNumber'
    | 'taxPaise'
    | 'chargesGstRateBp'
    | 'chargesTaxablePaise'
    | 'chargesCgstPaise'
    | 'chargesSgstPaise'
    | 'chargesIgstPaise'
    | 'discountCode'
    | 'discountCodeId'
    | 'codeDiscountPaise'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: Rel<User>;

  @Enum({ items: () => PaymentMethod, nativeEnumName: 'payment_method' })
  paymentMethod: PaymentMethod = PaymentMethod.COD;

  @Enum({ items: () => PaymentStatus, nativeEnumName: 'payment_status' })
  paymentStatus: PaymentStatus = PaymentStatus.PENDING;

  @Enum({ items: () => DeliveryStatus, nativeEnumName: 'delivery_status' })
  deliveryStatus: DeliveryStatus = DeliveryStatus.PENDING;

  /**
   * What the customer pays: Σ charged unit price × quantity, from the database's prices at
   * placement (bigint: 3 × ₹99,99,999 overflows int), plus the delivery charge and COD fee.
   */
  @Property({ type: new BigIntType('number') })
  totalPaise!: number;

  /** The delivery charge as placed (later delivery settings never change it). */
  @Property({ type: new BigIntType('number'), default: 0 })
  deliveryChargePaise: number = 0;

  /** The cash-on-delivery fee as placed. */
  @Property({ type: new BigIntType('number'), default: 0 })
  codFeePaise: number = 0;

  /** The GST in the total as placed: its lines' and its charges'; 0 when the seller did not charge GST. */
  @Property({ type: new BigIntType('number'), default: 0 })
  taxPaise: number = 0;

  // The tax in the delivery charge and COD fee as placed (decision 13: at the highest rate of the
  // order's lines); null rate and zero tax when the seller did not charge GST.
  @Property({ type: 'integer', nullable: true })
  chargesGstRateBp: number | null = null;

  @Property({ type: new BigIntType('number'), default: 0 })
  chargesTaxablePaise: number = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  chargesCgstPaise: number = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  chargesSgstPaise: number = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  chargesIgstPaise: number = 0;

  /** The discount code it was placed with, as typed then (kept when the code is changed or deleted). */
  @Property({ type: 'string', length: MAX_DISCOUNT_CODE_LENGTH, nullable: true })
  discountCode: string | null = null;

  /** The code's record while it exists (its use is given back when the order is cancelled). */
  @ManyToOne(() => DiscountCode, {
    mapToPk: true,
    nullable: true,
    fieldName: 'discount_code_id',
    deleteRule: 'set null',
    index: 'orders_discount_code_idx',
    ...handWrittenForeignKey('orders', 'discount_code_id'),
  })
  discountCodeId: number | null = null;

  /**
   * What the code took off as placed: the lines' shares (OrderLine.codeDiscountPaise) or, for a
   * free-delivery code, the delivery charge; the total is already net of it.
   */
  @Property({ type: new BigIntType('number'), default: 0 })
  codeDiscountPaise: number = 0;

  /** Who carries the parcel once shipped: one of CARRIERS' names, or another typed in. */
  @Property({ type: 'string', length: MAX_CARRIER_LENGTH, nullable: true })
  carrier: string | null = null;

  /** The carrier's air waybill (AWB) number. */
  @Property({ type: 'string', length: 30, nullable: true })
  trackingNumber: string | null = null;

  /** The shopper's name when they ordered, for the invoice (a later profile change keeps it). */
  @Property({ type: 'string', length: 200, default: '' })
  customerName: string = '';

  /**
   * The company's details when the order was placed, for the invoice (a later edit keeps it);
   * null when the shop had not written its details yet.
   */
  @Property({ type: 'json', nullable: true })
  seller: OrderSeller | null = null;

  /** The address it was placed with, copied from the address book. */
  @Embedded(() => PostalAddress, { prefix: false })
  deliveryAddress!: PostalAddress;

  /** The order date (in India) plus seven days, or the days of the delivery zone it matched. */
  @Property({ type: 'date' })
  expectedDeliveryDate!: string;

  @Property({ type: 'datetime', nullable: true })
  deliveredOn: Date | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  idempotencyKey: string | null = null;

  /** A digest of the request body that placed the order with its key: the same key with another body is refused. */
  @Property({ type: 'string', length: 64, nullable: true })
  idempotencyFingerprint: string | null = null;

  @OneToMany(() => OrderLine, (line) => line.order, { orderBy: { id: 'asc' }, cascade: [Cascade.ALL] })
  lines = new Collection<OrderLine>(this);

  /** Its tax invoice and credit note, once issued. */
  @OneToMany(() => TaxDocument, (document) => document.order, { orderBy: { id: 'asc' } })
  taxDocuments = new Collection<TaxDocument>(this);

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
