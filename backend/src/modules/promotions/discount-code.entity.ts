import {
  BigIntType,
  Check,
  Entity,
  Formula,
  Index,
  ManyToOne,
  OneToOne,
  OptionalProps,
  PrimaryKey,
  Property,
  type Rel,
} from '@mikro-orm/core';
import { MAX_DISCOUNT_CODE_LENGTH, MAX_DISCOUNT_DESCRIPTION_LENGTH, type DiscountType } from '@satchel/shared';
import { Audited } from '../audit/audited';
import { User } from '../users/user.entity';

/**
 * A foreign key as the codes' migrations wrote it by hand (Migration20261127113000,
 * Migration20261201010000): PostgreSQL's own name (`{table}_{column}_fkey`) and no update rule.
 * Told to the ORM, so that its schema diff (`npm run migration:create`) finds nothing to change.
 */
export function handWrittenForeignKey(table: string, column: string) {
  return { foreignKeyName: `${table}_${column}_fkey`, updateRule: 'no action' } as const;
}

/**
 * A discount code (docs/product.md §18). What it gives a cart is worked out by the database's
 * `satchel_discount_quote` (decision 14); its uses are counted on a row of their own
 * (DiscountCodeUses), read here as `used` and `discountGivenPaise`.
 */
@Audited({ entity: 'discount-code' })
@Entity({ tableName: 'discount_codes' })
@Index({ name: 'discount_codes_active_idx', properties: ['active', 'id'] })
@Check({ name: 'discount_codes_code_check', expression: "code ~ '^[A-Z0-9_-]{3,32}$'" })
@Check({
  name: 'discount_codes_type_check',
  expression:
    "(type = 'PERCENT' and percent_bp >= 1 and percent_bp <= 10000 and amount_paise is null) or (type = 'FIXED' and amount_paise > 0 and percent_bp is null and max_discount_paise is null) or (type = 'FREE_DELIVERY' and percent_bp is null and amount_paise is null and max_discount_paise is null)",
})
@Check({
  name: 'discount_codes_limits_check',
  expression:
    '(usage_limit is null or usage_limit >= 1) and (per_customer_limit is null or per_customer_limit >= 1) and min_order_paise >= 0 and (max_discount_paise is null or max_discount_paise > 0) and (ends_at is null or starts_at is null or ends_at > starts_at)',
})
export class DiscountCode {
  [OptionalProps]?:
    | 'percentBp'
    | 'amountPaise'
    | 'maxDiscountPaise'
    | 'minOrderPaise'
    | 'startsAt'
    | 'endsAt'
    | 'usageLimit'
    | 'perCustomerLimit'
    | 'firstOrderOnly'
    | 'categoryIds'
    | 'productIds'
    | 'active'
    | 'description'
    | 'used'
    | 'discountGivenPaise'
    | 'version'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** In capitals (normalizeDiscountCode), so unique in any case. */
  @Property({ type: 'string', length: MAX_DISCOUNT_CODE_LENGTH, unique: 'discount_codes_code_unique' })
  code!: string;

  @Property({ type: 'string', length: 16 })
  type!: DiscountType;

  /** PERCENT: the percent off in basis points (1250 = 12.5%). */
  @Property({ type: 'integer', nullable: true })
  percentBp: number | null = null;

  /** FIXED: the amount off. */
  @Property({ type: new BigIntType('number'), nullable: true })
  amountPaise: number | null = null;

  /** PERCENT: at most this much off. */
  @Property({ type: new BigIntType('number'), nullable: true })
  maxDiscountPaise: number | null = null;

  /** The cart's value (charged prices, before the code) it needs. */
  @Property({ type: new BigIntType('number'), default: 0 })
  minOrderPaise: number = 0;

  @Property({ type: 'datetime', nullable: true })
  startsAt: Date | null = null;

  /** The first moment it no longer works. */
  @Property({ type: 'datetime', nullable: true })
  endsAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  usageLimit: number | null = null;

  @Property({ type: 'integer', nullable: true })
  perCustomerLimit: number | null = null;

  /** Only for a customer with no order yet (cancelled ones aside). */
  @Property({ type: 'boolean', default: false })
  firstOrderOnly: boolean = false;

  /** Scope: lines of these categories (and their sub-categories) and these products; both empty, every line. */
  @Property({ type: 'int[]', default: '{}' })
  categoryIds: number[] = [];

  @Property({ type: 'int[]', default: '{}' })
  productIds: number[] = [];

  @Property({ type: 'boolean', default: true })
  active: boolean = true;

  /** For staff only. */
  @Property({ type: 'string', length: MAX_DISCOUNT_DESCRIPTION_LENGTH, default: '' })
  description: string = '';

  /** Orders holding a use (placed and not cancelled), read from the code's uses row. */
  @Formula((alias) => `coalesce((select u.used from discount_code_uses u where u.code_id = ${alias}.id), 0)`, {
    type: 'integer',
  })
  used: number = 0;

  /** What those orders were given. */
  @Formula(
    (alias) => `coalesce((select u.discount_given_paise from discount_code_uses u where u.code_id = ${alias}.id), 0)`,
    {
      type: new BigIntType('number'),
    },
  )
  discountGivenPaise: number = 0;

  @Property({ type: 'integer', version: true })
  version!: number;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * A code's uses: counted by the placing statement (satchel_count_code_use) and given back by a
 * cancellation, never by the back office. A narrow row of their own, so an order updates neither
 * the code's wide row nor its checks (Migration20261201010000). `usageLimit` is the code's, copied
 * by a trigger on every edit, for the check that no concurrency passes: an order past the limit
 * breaks it and rolls back whole.
 */
@Entity({ tableName: 'discount_code_uses' })
@Check({
  name: 'discount_code_uses_usage_check',
  expression: 'used >= 0 and (usage_limit is null or used <= usage_limit)',
})
export class DiscountCodeUses {
  @OneToOne(() => DiscountCode, {
    primary: true,
    owner: true,
    deleteRule: 'cascade',
    ...handWrittenForeignKey('discount_code_uses', 'code_id'),
  })
  code!: Rel<DiscountCode>;

  @Property({ type: 'integer', default: 0 })
  used: number = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  discountGivenPaise: number = 0;

  @Property({ type: 'integer', nullable: true })
  usageLimit: number | null = null;
}

/** The code a customer's cart holds: one per cart. */
@Entity({ tableName: 'cart_discount_codes' })
export class CartDiscountCode {
  @ManyToOne(() => User, {
    primary: true,
    deleteRule: 'cascade',
    ...handWrittenForeignKey('cart_discount_codes', 'user_id'),
  })
  user!: Rel<User>;

  @ManyToOne(() => DiscountCode, {
    deleteRule: 'cascade',
    index: 'cart_discount_codes_code_idx',
    ...handWrittenForeignKey('cart_discount_codes', 'code_id'),
  })
  code!: Rel<DiscountCode>;

  @Property({ type: 'datetime' })
  appliedAt!: Date;
}

/**
 * A use of a code: one per order placed with it and not cancelled. The placing statement writes
 * it; a cancellation deletes it (and gives the use back); reopening the order writes it again.
 */
@Entity({ tableName: 'discount_code_redemptions' })
@Index({ name: 'discount_code_redemptions_code_user_idx', properties: ['code', 'user'] })
export class DiscountCodeRedemption {
  /**
   * The order's id. The entity is named, not imported: orders are in the orders module, which
   * depends on this one.
   */
  @ManyToOne('Order', {
    primary: true,
    mapToPk: true,
    fieldName: 'order_id',
    deleteRule: 'cascade',
    ...handWrittenForeignKey('discount_code_redemptions', 'order_id'),
  })
  orderId!: number;

  @ManyToOne(() => DiscountCode, {
    deleteRule: 'cascade',
    ...handWrittenForeignKey('discount_code_redemptions', 'code_id'),
  })
  code!: Rel<DiscountCode>;

  @ManyToOne(() => User, { deleteRule: 'cascade', ...handWrittenForeignKey('discount_code_redemptions', 'user_id') })
  user!: Rel<User>;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
