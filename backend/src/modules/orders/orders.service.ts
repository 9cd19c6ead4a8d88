import {
  carrierName,
  discountProblemMessage,
  hasPermission,
  isRecordId,
  RETURN_MESSAGES,
  shopDate,
  shopDaysRange,
  STATE_MESSAGES,
} from '@satchel/shared';
import { CheckConstraintViolationException, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { executePrepared } from '../../infra/database/prepared-statement';
import { Counter } from 'prom-client';
import {
  ConflictError,
  InvalidInputError,
  RecordNotFoundError,
  UnprocessableError,
} from '../../common/errors/domain-errors';
import { containsPattern } from '../../common/http/simple-rest';
import { CatalogueCache } from '../../infra/cache/catalogue-cache';
import { Metrics } from '../../infra/metrics/metrics';
import { ADDRESS_NOT_FOUND } from '../addresses/addresses.service';
import { deliveryRefusal } from '../delivery/delivery-quote.sql';
import { STOCK_CHECK } from '../products/product-variant.entity';
import { codeUseRefusal, DiscountCodesService } from '../promotions/discount-codes.service';
import { User } from '../users/user.entity';
import { OrderDto, OrderFields, OrderItemDto, PlaceOrderDto } from './dto/order.dto';
import { STATUS_EMAIL } from './order-email.entity';
import { OrderEmailsService } from './order-emails.service';
import { OrderLine } from './order-line.entity';
import { DeliveryStatus, Order, PaymentStatus } from './order.entity';
import { PlaceOrderRow, placeOrderSql, SHORT_CART_LINE_SQL } from './place-order.sql';
import { restoreStock, shortOfStock, StockChange, stockEntries, stockLabel, takeStock } from './stock';
import { TaxDocumentsService } from './tax-documents.service';
import { AuditLog } from '../audit/audit-log.service';
import { findPage } from '../../infra/database/find-page';

export const EMPTY_CART = 'Your cart is empty';
export const ORDER_NOT_FOUND = 'Order not found';
export const ONLY_PENDING_CANCELLABLE = 'Only pending orders can be cancelled';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different order request. Use a new key for a new order.';
export const ORDER_TOTAL_TOO_LARGE = 'The order total is too large. Please split it into smaller orders.';
const ORDER_TOTAL_CHECK = 'orders_total_check';

/** The shipment's details as staff give them; left out, they stay as they are. */
export interface ShipmentTracking {
  carrier?: string | null;
  trackingNumber?: string | null;
}

export interface OrderPage {
  orders: Order[];
  total: number;
}

/** What lists of orders may be sorted by. */
export const ORDER_SORTS = ['id', 'createdAt', 'orderTotal', 'deliveryStatus'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
const ORDER_COLUMN: Record<OrderSort, keyof Order> = {
  id: 'id',
  createdAt: 'createdAt',
  orderTotal: 'totalPaise',
  deliveryStatus: 'deliveryStatus',
};

/** What a list of orders is filtered, sorted and paged by; controllers read their query formats into it. */
export interface OrderCriteria {
  /** Only this customer's orders. */
  customer?: User;
  /** Only these orders; an empty list finds none. */
  ids?: number[];
  /** An order number (`#42` too), or part of a customer's e-mail or username, taken literally. */
  search?: string;
  status?: DeliveryStatus;
  /** Placed on or after this day in India (YYYY-MM-DD). */
  fromDay?: string;
  /** Placed on or before this day in India. */
  toDay?: string;
  sort: { field: OrderSort; order: 'asc' | 'desc' };
  /** A page of this many, or every order without it. */
  limit?: number;
  offset?: number;
}

@Injectable()
export class OrdersService {
  private readonly ordersPlaced: Counter;
  /** Placing an order with the CTEs owing its confirmation: one text for every order, built once. */
  private readonly placeOrderSql: string;

  constructor(
    private readonly em: EntityManager,
    private readonly emails: OrderEmailsService,
    private readonly cache: CatalogueCache,
    private readonly audit: AuditLog,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly discountCodes: DiscountCodesService,
    metrics: Metrics,
  ) {
    this.ordersPlaced = metrics.counter({ name: 'satchel_orders_placed_total', help: 'Orders placed' });
    this.placeOrderSql = placeOrderSql(emails.confirmationSql('placed'));
  }

  /**
   * Places an order from the customer's cart (docs/product.md §12): takes the stock, copies lines and
   * address, empties the cart and owes the confirmation e-mail, all or nothing, in one statement
   * (see placeOrderSql). With an idempotency key, a retry gets the order the first try made. The
   * answer is built from what the statement wrote, not read back.
   */
  async place(
    user: OrderFields['user'],
    form: PlaceOrderDto,
    idempotencyKey?: string,
  ): Promise<{ order: OrderDto; created: boolean }> {
    const fingerprint = idempotencyKey ? requestFingerprint(form) : null;
    // The order an earlier request with this key placed, when it was the same request.
    const earlier = async (order?: Order) => {
      order ??= (await this.byKey(user, idempotencyKey!))!;
      if (!(await this.sameRequest(user, order, fingerprint))) throw new UnprocessableError(IDEMPOTENCY_KEY_REUSED);
      return { order: OrderDto.of(order), created: false };
    };
    const placedBefore = idempotencyKey ? await this.byKey(user, idempotencyKey) : undefined;
    if (placedBefore) return earlier(placedBefore);
    const placedAt = new Date();
    let row: PlaceOrderRow | undefined;
    while (!row) {
      try {
        [row] = await executePrepared<PlaceOrderRow>(this.em, this.placeOrderSql, [
          user.id,
          form.addressId,
          idempotencyKey ?? null,
          fingerprint,
          form.paymentMethod,
          placedAt,
          shopDate(placedAt),
          ...this.emails.confirmationParams(placedAt),
        ]);
      } catch (error) {
        // The same key racing in two requests: the loser finds the winner's order.
        if (idempotencyKey && error instanceof UniqueConstraintViolationException) return earlier();
        if (error instanceof CheckConstraintViolationException && constraintOf(error) === ORDER_TOTAL_CHECK) {
          throw new InvalidInputError(ORDER_TOTAL_TOO_LARGE);
        }
        // The code's last use (or this customer's) went to a concurrent order, or the code was
        // deleted meanwhile: refused, the cart (and its code) kept.
        const refusal = codeUseRefusal(error);
        if (refusal) throw new UnprocessableError(discountProblemMessage(refusal));
        if (!(error instanceof CheckConstraintViolationException && constraintOf(error) === STOCK_CHECK)) throw error;
        // A size was short. Say which, unless it was restocked in the meantime: then try again.
        const short = await this.shortLine(user);
        if (short) throw shortOfStock(stockLabel(short.name, short.size, short.color), short.stock);
      }
    }
    if (row.earlierId) return earlier();
    if (!row.addressFound) throw new RecordNotFoundError(ADDRESS_NOT_FOUND);
    if (row.cartLines && !row.id && !row.stateKnown) throw new UnprocessableError(STATE_MESSAGES.addressNeedsState);
    if (row.cartLines && !row.id && row.codeProblem) {
      throw new UnprocessableError(discountProblemMessage(row.codeProblem, row.codeMinOrderPaise ?? 0));
    }
    if (row.cartLines && !row.id) {
      const refusal = deliveryRefusal(
        { serviceable: row.serviceable!, cod_allowed: row.codAllowed!, cod_limit_paise: row.codLimitPaise },
        row.address.postalCode,
      );
      if (refusal) throw new UnprocessableError(refusal);
    }
    if (!row.cartLines || !row.id) {
      // The statement's snapshot predates its wait for the cart lock: the same-key request that
      // held the lock may have placed the order (and emptied the cart) meanwhile.
      const winner = idempotencyKey ? await this.byKey(user, idempotencyKey) : undefined;
      if (winner) return earlier(winner);
      throw new InvalidInputError(EMPTY_CART);
    }
    this.cache.checkoutTookStock();
    this.ordersPlaced.inc();
    const order = OrderDto.from(
      {
        id: row.id,
        user,
        paymentMethod: form.paymentMethod,
        paymentStatus: row.paymentStatus!,
        deliveryStatus: row.deliveryStatus!,
        totalPaise: row.totalPaise!,
        taxPaise: row.taxPaise!,
        discountCode: row.discountCode,
        codeDiscountPaise: row.codeDiscountPaise!,
        deliveryChargePaise: row.deliveryChargePaise!,
        codFeePaise: row.codFeePaise!,
        carrier: null,
        trackingNumber: null,
        deliveryAddress: row.address,
        expectedDeliveryDate: row.expectedDeliveryDate!,
        deliveredOn: null,
        createdAt: placedAt,
      },
      row.lines!.map(OrderItemDto.from),
    );
    return { order, created: true };
  }

  /** The first size (in id order) in the customer's cart with less stock than the cart wants. */
  private async shortLine(user: Pick<User, 'id'>) {
    const [short]: { name: string; size: string; color: string; stock: number }[] = await this.em.execute(
      SHORT_CART_LINE_SQL,
      [user.id],
    );
    return short;
  }

  /** One order with its lines; a customer (or staff without `orders`) only ever finds their own. */
  async get(id: number, viewer?: User): Promise<Order> {
    const owner = viewer && !hasPermission(viewer, 'orders') ? { user: viewer } : {};
    const order = await this.em.findOne(
      Order,
      { id, ...owner },
      { populate: ['user', 'lines.image', 'taxDocuments'], strategy: 'select-in', refresh: true },
    );
    if (!order) throw new RecordNotFoundError(ORDER_NOT_FOUND);
    return order;
  }

  /**
   * A list of orders for customers, the shop's admin API and the back office alike, in a fixed
   * number of queries whatever its length.
   */
  async list(criteria: OrderCriteria): Promise<OrderPage> {
    const where: Record<string, unknown> = {};
    if (criteria.customer) where.user = criteria.customer;
    if (criteria.ids) where.id = { $in: criteria.ids };
    if (criteria.search) {
      const like = containsPattern(criteria.search);
      const or: Record<string, unknown>[] = [
        { user: { email: { $ilike: like } } },
        { user: { username: { $ilike: like } } },
      ];
      const number = Number(criteria.search.replace(/^#/, ''));
      if (isRecordId(number)) or.push({ id: number });
      where.$or = or;
    }
    if (criteria.status) where.deliveryStatus = criteria.status;
    const createdAt = shopDaysRange(criteria.fromDay, criteria.toDay);
    if (createdAt) where.createdAt = createdAt;
    const { field, order } = criteria.sort;
    const { items: orders, total } = await findPage(this.em, Order, where, {
      populate: ['user', 'lines.image', 'taxDocuments'],
      strategy: 'select-in',
      orderBy: { [ORDER_COLUMN[field]]: order, id: order },
      limit: criteria.limit,
      offset: criteria.offset,
    });
    return { orders, total };
  }

  /** A customer cancels their own order while it is still pending. */
  async cancel(customer: User, id: number): Promise<Order> {
    return this.changeStatus(id, DeliveryStatus.CANCELED, customer);
  }

  /**
   * An admin sets any status at any time; stock follows the order in and out of CANCELED once.
   * A carrier and AWB given (when shipping) are kept, the carrier named as CARRIERS writes it.
   */
  async setStatus(id: number, status: DeliveryStatus, tracking: ShipmentTracking = {}): Promise<Order> {
    return this.changeStatus(id, status, undefined, tracking);
  }

  /** Makes sure the order's confirmation e-mail is sent (once). Owner or admin. */
  async sendConfirmation(viewer: User, id: number) {
    const order = await this.get(id, viewer);
    return this.emails.ensureConfirmation(this.em, order);
  }

  private async changeStatus(
    id: number,
    status: DeliveryStatus,
    customer?: User,
    tracking: ShipmentTracking = {},
  ): Promise<Order> {
    await this.em.transactional(async (em) => {
      // The row lock makes concurrent changes of one order take turns, so stock moves once.
      const order = await em.findOne(
        Order,
        { id, ...(customer ? { user: customer } : {}) },
        {
          lockMode: LockMode.PESSIMISTIC_WRITE,
        },
      );
      if (!order) throw new RecordNotFoundError(ORDER_NOT_FOUND);
      if (customer && order.deliveryStatus !== DeliveryStatus.PENDING) {
        throw new ConflictError(ONLY_PENDING_CANCELLABLE);
      }
      const previous = order.deliveryStatus;
      // Given, they are kept; null (or empty) clears them.
      if (tracking.carrier !== undefined)
        order.carrier = tracking.carrier ? carrierName(tracking.carrier) || null : null;
      if (tracking.trackingNumber !== undefined) order.trackingNumber = tracking.trackingNumber || null;
      if (previous === status) {
        await em.flush();
        return;
      }

      // Units came back through returns (their stock, refunds and credit notes follow the order as
      // delivered): such an order stays delivered unless every return was rejected.
      if (previous === DeliveryStatus.DELIVERED) {
        const [{ returned }] = await em.execute<{ returned: boolean }[]>(
          `select exists (select 1 from order_returns where order_id = ? and status <> 'REJECTED') as returned`,
          [order.id],
        );
        if (returned) throw new ConflictError(RETURN_MESSAGES.hasReturns);
      }
      // Its tax invoice or credit note, or the refusal to reopen a credited order, before any stock moves.
      await this.taxDocuments.onStatusChange(em, order, previous, status, new Date());
      const lines = await em.find(OrderLine, { order });
      const changes = lines.flatMap((line): StockChange[] =>
        line.variant
          ? [
              {
                variantId: line.variant.id,
                quantity: line.quantity,
                label: stockLabel(line.productName, line.size, line.color),
              },
            ]
          : [],
      );
      const moved =
        status === DeliveryStatus.CANCELED
          ? await restoreStock(em, changes)
          : previous === DeliveryStatus.CANCELED
            ? await takeStock(em, changes)
            : [];
      // Stock moved in SQL, unseen by the ORM: staff's moves go into the audit log by hand.
      await this.audit.recordForActor(em, stockEntries(moved));
      // The code's use goes back with a cancellation, and is taken again when the order is reopened.
      if (order.discountCodeId && status === DeliveryStatus.CANCELED) {
        await this.discountCodes.giveBack(em, order.id, order.codeDiscountPaise);
      } else if (order.discountCodeId && previous === DeliveryStatus.CANCELED) {
        await this.discountCodes.takeAgain(em, {
          id: order.id,
          userId: order.user.id,
          codeId: order.discountCodeId,
          discountPaise: order.codeDiscountPaise,
        });
      }

      order.deliveryStatus = status;
      if (status === DeliveryStatus.DELIVERED) {
        order.deliveredOn = new Date();
        order.paymentStatus = PaymentStatus.PAID; // cash on delivery is paid on delivery
      } else if (previous === DeliveryStatus.DELIVERED) {
        order.deliveredOn = null;
        order.paymentStatus = PaymentStatus.PENDING;
      }
      await em.flush();
      const kind = STATUS_EMAIL[status];
      if (kind) await this.emails.owe(em, order, kind);
    });
    return this.get(id);
  }

  /**
   * Whether a request repeating an Idempotency-Key is the one that placed `order`: the same body,
   * and a cart that is either empty (the first request emptied it) or holds what the order holds.
   * Orders placed before fingerprints were kept count as the same.
   */
  private async sameRequest(user: Pick<User, 'id'>, order: Order, fingerprint: string | null): Promise<boolean> {
    if (order.idempotencyFingerprint && order.idempotencyFingerprint !== fingerprint) return false;
    const [{ differs }] = await this.em.execute<{ differs: boolean }[]>(
      `with cart as (select variant_id, quantity from cart_items where user_id = ?),
            ordered as (select variant_id, quantity from order_lines where order_id = ?)
       select exists (select from cart)
              and (exists (select * from cart except select * from ordered)
                   or exists (select * from ordered except select * from cart)) as differs`,
      [user.id, order.id],
    );
    return !differs;
  }

  private async byKey(user: Pick<User, 'id'>, key: string): Promise<Order | undefined> {
    const order = await this.em.findOne(Order, { user: user.id, idempotencyKey: key }, { fields: ['id'] });
    return order ? this.get(order.id) : undefined;
  }
}

/** A digest of the validated checkout body, keys sorted, so equal requests give equal digests. */
function requestFingerprint(form: PlaceOrderDto): string {
  const fields = Object.entries(form).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

function constraintOf(error: Error): string | undefined {
  return (error as { constraint?: string }).constraint;
}
