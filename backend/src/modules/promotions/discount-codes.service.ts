import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  DISCOUNT_MESSAGES,
  discountProblemMessage,
  instantOfShopTime,
  rupeesToPaise,
  type DiscountProblem,
  type DiscountType,
} from '@satchel/shared';
import {
  ConflictError,
  InvalidInputError,
  RecordNotFoundError,
  UnprocessableError,
} from '../../common/errors/domain-errors';
import { containsPattern, Page } from '../../common/http/simple-rest';
import { CHARGED_PAISE_SQL } from '../products/pricing';
import { CartDiscountCode, DiscountCode } from './discount-code.entity';
import { CreateDiscountCodeDto, DiscountCodeDto, UpdateDiscountCodeDto } from './dto/discount-code.dto';
import { findPage } from '../../infra/database/find-page';

export const DISCOUNT_CODE_SORTS = ['id', 'code', 'used', 'discountGiven', 'endsAt', 'createdAt'] as const;
export type DiscountCodeSort = (typeof DISCOUNT_CODE_SORTS)[number];
const SORT_PROPERTY: Record<DiscountCodeSort, keyof DiscountCode> = {
  id: 'id',
  code: 'code',
  used: 'used',
  discountGiven: 'discountGivenPaise',
  endsAt: 'endsAt',
  createdAt: 'createdAt',
};
/**
 * The database's refusals of a code's use (decision 14), by constraint: the total limit reached
 * meanwhile, the customer's limit or first order found by the redemption trigger, or the code
 * deleted meanwhile.
 */
const REFUSED_BY: Record<string, DiscountProblem> = {
  discount_code_uses_usage_check: 'USED_UP',
  discount_code_redemptions_customer_check: 'CUSTOMER_LIMIT',
  discount_code_redemptions_first_order_check: 'FIRST_ORDER',
  orders_discount_code_id_fkey: 'NOT_FOUND',
  discount_code_redemptions_code_id_fkey: 'NOT_FOUND',
};

/** Why the database refused to count a code's use, or undefined when `error` is not such a refusal. */
export function codeUseRefusal(error: unknown): DiscountProblem | undefined {
  if (
    !(error instanceof CheckConstraintViolationException || error instanceof ForeignKeyConstraintViolationException)
  ) {
    return undefined;
  }
  return REFUSED_BY[(error as { constraint?: string }).constraint ?? ''];
}

/** The back office's list filters. */
export interface DiscountCodeCriteria {
  sort: { field: DiscountCodeSort; order: 'asc' | 'desc' };
  limit: number;
  offset: number;
  ids?: number[];
  /** Part of the code or of its description. */
  search?: string;
  active?: boolean;
  type?: DiscountType;
}

/** What a code gives the customer's cart now (satchel_discount_quote's summary row). */
export interface CartCodeQuote {
  codeId: number;
  code: string;
  type: DiscountType;
  minOrderPaise: number;
  problem: DiscountProblem | null;
  discountPaise: number;
  freeDelivery: boolean;
}

/**
 * A customer's cart items, as the relation the cart's reads join (`c`): `?` is the user id. A
 * statement that changes the cart reads its lines as changed from a CTE instead (the cart's add).
 */
export const CUSTOMER_CART_ITEMS = '(select * from cart_items where user_id = ?)';

/**
 * The cart's lines as the placing statement prices them, for satchel_discount_quote, from `items`
 * (cartCodeQuoteSql's). The placing statement builds the same list from its locked cart.
 */
function cartLinesJsonSql(items: string): string {
  return `select jsonb_agg(jsonb_build_object('id', c.id, 'productId', p.id,
         'categoryId', p.category_id, 'unitPricePaise', ${CHARGED_PAISE_SQL}, 'quantity', c.quantity))
    from ${items} c
    join product_variants v on v.id = c.variant_id
    join products p on p.id = v.product_id`;
}

/** Which code cartCodeQuoteSql quotes: the cart's (APPLY_CODE_CTES puts the code typed in its place). */
const CART_CODE_WHERE = 'where d.id = (select code_id from cart_discount_codes where user_id = ?)';

/**
 * The quote of the customer's cart's code for the cart's `items` (cartLinesJsonSql): parameters
 * the user id, those of `items`, then the user id.
 */
export function cartCodeQuoteSql(items = CUSTOMER_CART_ITEMS): string {
  return `select d.id as "codeId", d.code, d.type, d.min_order_paise::float8 as "minOrderPaise", q.problem,
         q.discount_paise::float8 as "discountPaise", q.free_delivery as "freeDelivery"
    from discount_codes d
   cross join lateral satchel_discount_quote(d.id, ?, (${cartLinesJsonSql(items)}), now()) q
   ${CART_CODE_WHERE}
     and q.cart_item_id is null`;
}

/**
 * The quote of the customer's cart's code for its cart: parameters the user id three times.
 * APPLY_CODE_CTES quotes a code about to be applied instead.
 */
const CART_CODE_QUOTE_SQL = cartCodeQuoteSql();

/**
 * Applying a code, as two CTEs for a statement that also reads the cart (the cart's APPLY_CODE_SQL,
 * so applying a code costs one statement): `quote`, the code typed quoted for the customer's cart
 * (no row: no such code), and `applied`, which puts it on the cart in place of any other when it
 * has no problem. Parameters: the user id twice (the quote), the code, the user id (the cart's code).
 */
export const APPLY_CODE_CTES = `quote as (${CART_CODE_QUOTE_SQL.replace(CART_CODE_WHERE, 'where d.code = ?')}),
  applied as (
    insert into cart_discount_codes (user_id, code_id, applied_at)
    select ?, "codeId", now() from quote where problem is null
    on conflict (user_id) do update set code_id = excluded.code_id, applied_at = excluded.applied_at
    returning code_id)`;

/**
 * Refuses a code typed for a cart that it gives nothing, by its quote from APPLY_CODE_CTES: 404
 * without one (no such code, or deleted while it was applied), else 422 saying why.
 */
export function assertCodeApplies(quote: CartCodeQuote | null | undefined): asserts quote is CartCodeQuote {
  if (!quote) throw new RecordNotFoundError(discountProblemMessage('NOT_FOUND'));
  if (quote.problem) throw new UnprocessableError(discountProblemMessage(quote.problem, quote.minOrderPaise));
}

/**
 * Discount codes (docs/product.md §18): the back office's CRUD, the code a cart holds, and the
 * uses a cancelled order gives back. Uses are counted by the placing statement (decision 14).
 */
@Injectable()
export class DiscountCodesService {
  constructor(private readonly em: EntityManager) {}

  async list(criteria: DiscountCodeCriteria): Promise<Page<DiscountCodeDto[]>> {
    const where: Record<string, unknown> = {};
    if (criteria.ids) where.id = { $in: criteria.ids };
    if (criteria.active !== undefined) where.active = criteria.active;
    if (criteria.type) where.type = criteria.type;
    if (criteria.search) {
      const like = containsPattern(criteria.search);
      where.$or = [{ code: { $ilike: like } }, { description: { $ilike: like } }];
    }
    const property = SORT_PROPERTY[criteria.sort.field];
    const { items: codes, total } = await findPage(this.em, DiscountCode, where, {
      orderBy: property === 'id' ? { id: criteria.sort.order } : { [property]: criteria.sort.order, id: 'asc' },
      limit: criteria.limit,
      offset: criteria.offset,
    });
    return { items: codes.map(DiscountCodeDto.of), total };
  }

  async get(id: number): Promise<DiscountCodeDto> {
    return DiscountCodeDto.of(await this.code(id));
  }

  async create(form: CreateDiscountCodeDto): Promise<DiscountCodeDto> {
    const code = this.em.create(DiscountCode, { code: form.code, type: form.type });
    this.assign(code, form);
    await this.save();
    return DiscountCodeDto.of(code);
  }

  async update(id: number, form: UpdateDiscountCodeDto): Promise<DiscountCodeDto> {
    const code = await this.code(id);
    this.assign(code, form);
    await this.save();
    return DiscountCodeDto.of(code);
  }

  /** Removes a code; orders placed with it keep its name and discount. */
  async delete(id: number): Promise<DiscountCodeDto> {
    const code = await this.code(id);
    const dto = DiscountCodeDto.of(code);
    await this.em.remove(code).flush();
    return dto;
  }

  /**
   * The form's fields, each named (no mass assignment), then the whole checked: a type's amount
   * present and the others cleared, the end after the start.
   */
  private assign(code: DiscountCode, form: UpdateDiscountCodeDto): void {
    const paise = (rupees: number | null | undefined) =>
      rupees === null || rupees === undefined ? null : rupeesToPaise(rupees);
    const date = (value: string | null) => (value === null ? null : instantOfShopTime(value));
    if (form.code !== undefined) code.code = form.code;
    if (form.type !== undefined) code.type = form.type;
    if (form.percent !== undefined) code.percentBp = form.percent === null ? null : Math.round(form.percent * 100);
    if (form.amount !== undefined) code.amountPaise = paise(form.amount);
    if (form.maxDiscount !== undefined) code.maxDiscountPaise = paise(form.maxDiscount);
    if (form.minOrderValue !== undefined) code.minOrderPaise = rupeesToPaise(form.minOrderValue);
    if (form.startsAt !== undefined) code.startsAt = date(form.startsAt);
    if (form.endsAt !== undefined) code.endsAt = date(form.endsAt);
    if (form.usageLimit !== undefined) code.usageLimit = form.usageLimit;
    if (form.perCustomerLimit !== undefined) code.perCustomerLimit = form.perCustomerLimit;
    if (form.firstOrderOnly !== undefined) code.firstOrderOnly = form.firstOrderOnly;
    if (form.categoryIds !== undefined) code.categoryIds = [...new Set(form.categoryIds)];
    if (form.productIds !== undefined) code.productIds = [...new Set(form.productIds)];
    if (form.active !== undefined) code.active = form.active;
    if (form.description !== undefined) code.description = form.description;
    // Only the type's own amounts are kept.
    if (code.type === 'PERCENT') {
      if (code.percentBp === null) throw new InvalidInputError(DISCOUNT_MESSAGES.percentRequired);
      code.amountPaise = null;
    } else {
      code.percentBp = null;
      code.maxDiscountPaise = null;
      if (code.type === 'FIXED' && code.amountPaise === null)
        throw new InvalidInputError(DISCOUNT_MESSAGES.amountRequired);
      if (code.type === 'FREE_DELIVERY') code.amountPaise = null;
    }
    if (code.startsAt && code.endsAt && code.endsAt <= code.startsAt) {
      throw new InvalidInputError(DISCOUNT_MESSAGES.endsBeforeStart);
    }
    if (code.usageLimit !== null && code.usageLimit < code.used) {
      throw new InvalidInputError(`The usage limit cannot be below the ${code.used} uses already made`);
    }
  }

  private async save(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(DISCOUNT_MESSAGES.codeTaken);
      // A placement counted a use since the form was read.
      if (error instanceof CheckConstraintViolationException) throw new ConflictError(DISCOUNT_MESSAGES.usedMeanwhile);
      // Another save came between this one's read and its write (the code's version moved on).
      if (error instanceof OptimisticLockError) throw new ConflictError(DISCOUNT_MESSAGES.changedMeanwhile);
      throw error;
    }
  }

  private async code(id: number): Promise<DiscountCode> {
    const code = await this.em.findOne(DiscountCode, id);
    if (!code) throw new RecordNotFoundError('Discount code not found');
    return code;
  }

  /** Takes the code off the customer's cart (only `codeId`, when given: another applied meanwhile stays). */
  async removeFromCart(userId: number, codeId?: number): Promise<boolean> {
    const where = codeId === undefined ? { user: userId } : { user: userId, code: codeId };
    return (await this.em.nativeDelete(CartDiscountCode, where)) > 0;
  }

  /** A cancelled order's use goes back to its code (once: the order row is locked by the caller). */
  async giveBack(em: EntityManager, orderId: number, discountPaise: number): Promise<void> {
    await em.execute(
      `with gone as (delete from discount_code_redemptions where order_id = ? returning code_id)
       update discount_code_uses u set used = u.used - 1, discount_given_paise = u.discount_given_paise - ?
         from gone where u.code_id = gone.code_id`,
      [orderId, discountPaise],
    );
  }

  /**
   * A cancelled order reopened takes its use again, refused (409) when the code is used up since,
   * or its customer has used it as often as it allows (or ordered again, for a first-order code);
   * a code deleted meanwhile has nothing to count.
   */
  async takeAgain(em: EntityManager, order: { id: number; userId: number; codeId: number; discountPaise: number }) {
    try {
      // The code's row locked before its uses row, as satchel_count_code_use does.
      await em.execute(
        `with code as (
           update discount_code_uses set used = used + 1, discount_given_paise = discount_given_paise + ?
            where code_id = (select id from discount_codes where id = ? for key share) returning code_id)
         insert into discount_code_redemptions (order_id, code_id, user_id, created_at)
         select ?, code.code_id, ?, now() from code`,
        [order.discountPaise, order.codeId, order.id, order.userId],
      );
    } catch (error) {
      if (codeUseRefusal(error)) throw new ConflictError(DISCOUNT_MESSAGES.cannotReopen);
      throw error;
    }
  }
}
