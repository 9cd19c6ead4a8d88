import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import {
  apportion,
  DEFAULT_RETURN_WINDOW_DAYS,
  formatShopDate,
  refundablePaise,
  returnableUntil,
  RETURN_MESSAGES as M,
  RETURN_NEXT_STATUSES,
  paiseToRupees,
  rupeesToPaise,
  shopDate,
  shopDaysRange,
  creditedTax,
  isRecordId,
  returnWindowOpen,
  type ReturnStatus,
} from '@satchel/shared';
import {
  ConflictError,
  InvalidInputError,
  RecordNotFoundError,
  UnprocessableError,
} from '../../common/errors/domain-errors';
import { containsPattern, Page } from '../../common/http/simple-rest';
import { AuditLog } from '../audit/audit-log.service';
import { DeliverySettings } from '../delivery/delivery-settings.entity';
import { ImageFile } from '../media/image-files';
import { MediaService } from '../media/media.service';
import { OrderEmailKind } from '../orders/order-email.entity';
import { OrderEmailsService } from '../orders/order-emails.service';
import { OrderLine } from '../orders/order-line.entity';
import { DeliveryStatus, Order } from '../orders/order.entity';
import { restoreStock, stockEntries, stockLabel } from '../orders/stock';
import { ORDER_NOT_FOUND } from '../orders/orders.service';
import { TaxDocument, TaxDocumentKind } from '../orders/tax-document.entity';
import { orderChargesGst, TaxDocumentsService } from '../orders/tax-documents.service';
import { User } from '../users/user.entity';
import { RequestReturnDto, ReturnableDto, ReturnDto, UpdateReturnDto } from './dto/return.dto';
import { OrderReturn, OrderReturnLine } from './order-return.entity';
import { findPage } from '../../infra/database/find-page';

/** The e-mail each step of a return owes its customer. */
export const RETURN_EMAIL: Record<ReturnStatus, OrderEmailKind> = {
  REQUESTED: OrderEmailKind.RETURN_REQUESTED,
  APPROVED: OrderEmailKind.RETURN_APPROVED,
  REJECTED: OrderEmailKind.RETURN_REJECTED,
  RECEIVED: OrderEmailKind.RETURN_RECEIVED,
  REFUNDED: OrderEmailKind.RETURN_REFUNDED,
};

/** What lists of returns may be sorted by. */
export const RETURN_SORTS = ['id', 'requestedAt', 'status', 'orderId'] as const;
export type ReturnSort = (typeof RETURN_SORTS)[number];
const SORT_PROPERTY: Record<ReturnSort, string> = {
  id: 'id',
  requestedAt: 'requestedAt',
  status: 'status',
  orderId: 'order',
};

export interface ReturnCriteria {
  customer?: User;
  ids?: number[];
  orderId?: number;
  status?: ReturnStatus;
  /** A return or order number, or part of the customer's e-mail. */
  search?: string;
  fromDay?: string;
  toDay?: string;
  sort: { field: ReturnSort; order: 'asc' | 'desc' };
  limit?: number;
  offset?: number;
}

const POPULATE = ['user', 'order', 'lines.orderLine', 'photos', 'creditNote'] as const;

/**
 * Returns and refunds (docs/product.md §19). A request locks its order, so two requests of one
 * order take turns and can never return more units than were bought; a step by staff locks the
 * return, so repeating it (ten RECEIVED at once) changes nothing the second time, and stock comes
 * back once per line. Each step owes its e-mail in the same transaction; webhooks come from the
 * database's triggers (decision 8).
 */
@Injectable()
export class ReturnsService {
  constructor(
    private readonly em: EntityManager,
    private readonly emails: OrderEmailsService,
    private readonly media: MediaService,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly audit: AuditLog,
  ) {}

  /** What of the customer's order may still be returned, and until when. */
  async returnable(customer: User, orderId: number): Promise<ReturnableDto> {
    const order = await this.em.findOne(Order, { id: orderId, user: customer }, { populate: ['lines'] });
    if (!order) throw new RecordNotFoundError(ORDER_NOT_FOUND);
    return this.returnableOf(this.em, order, await this.earlierReturns(this.em, order.id), new Date());
  }

  /** `returned`: earlierReturns of the order. */
  private async returnableOf(
    em: EntityManager,
    order: Order,
    returned: Map<number, { units: number; paise: number }>,
    now: Date,
  ): Promise<ReturnableDto> {
    const lines = order.lines.getItems().map((line) => {
      const earlier = returned.get(line.id) ?? { units: 0, paise: 0 };
      const returnable = line.quantity - earlier.units;
      return {
        orderLineId: line.id,
        productName: line.productName,
        size: line.size,
        color: line.color,
        quantity: line.quantity,
        returnable,
        // So the form can say which units a code made free before anyone asks for them.
        refundable: paiseToRupees(leftToRefund(line, earlier)),
      };
    });
    if (order.deliveryStatus !== DeliveryStatus.DELIVERED || !order.deliveredOn) {
      return { orderId: order.id, returnableUntil: null, open: false, reason: M.notDelivered, lines };
    }
    const windowDays = await this.windowDays(em);
    const lastDay = returnableUntil(shopDate(order.deliveredOn), windowDays);
    const open = returnWindowOpen(shopDate(order.deliveredOn), windowDays, shopDate(now));
    return {
      orderId: order.id,
      returnableUntil: lastDay,
      open,
      reason: open ? null : M.windowClosed(formatShopDate(lastDay)),
      lines,
    };
  }

  private async windowDays(em: EntityManager): Promise<number> {
    const settings = await em.findOne(DeliverySettings, DeliverySettings.ID, { fields: ['returnWindowDays'] });
    return settings?.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS;
  }

  /**
   * For each line of the order, what its returns that still count (all but rejected ones) hold:
   * units, and what they may refund.
   */
  private async earlierReturns(
    em: EntityManager,
    orderId: number,
  ): Promise<Map<number, { units: number; paise: number }>> {
    const rows = await em.execute<{ order_line_id: number; units: number; paise: number }[]>(
      `select l.order_line_id, sum(l.quantity)::int as units, sum(l.refundable_paise)::float8 as paise
         from order_return_lines l join order_returns r on r.id = l.order_return_id
        where r.order_id = ? and r.status <> 'REJECTED'
        group by l.order_line_id`,
      [orderId],
    );
    return new Map(rows.map((row) => [row.order_line_id, { units: row.units, paise: row.paise }]));
  }

  /** For these order lines, what their refunded returns credited so far: the refund and its taxes. */
  private async earlierCredits(em: EntityManager, lineIds: number[]) {
    const rows = await em.execute<
      { order_line_id: number; refund: number; cgst: number; sgst: number; igst: number }[]
    >(
      `select l.order_line_id, sum(l.refund_paise)::float8 as refund, sum(l.cgst_paise)::float8 as cgst,
              sum(l.sgst_paise)::float8 as sgst, sum(l.igst_paise)::float8 as igst
         from order_return_lines l join order_returns r on r.id = l.order_return_id
        where r.status = 'REFUNDED' and l.order_line_id in (?)
        group by l.order_line_id`,
      [lineIds],
    );
    const byLine = new Map(
      rows.map((row) => [
        row.order_line_id,
        { refundPaise: row.refund, cgstPaise: row.cgst, sgstPaise: row.sgst, igstPaise: row.igst },
      ]),
    );
    return (lineId: number) => byLine.get(lineId) ?? { refundPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  }

  /** A customer asks to return units of their delivered order. */
  async request(
    customer: User,
    orderId: number,
    form: RequestReturnDto,
    photos: readonly ImageFile[],
  ): Promise<ReturnDto> {
    const ids = form.items.map((item) => item.orderLineId);
    if (new Set(ids).size !== ids.length) throw new InvalidInputError(M.lineTwice);
    const id = await this.em.transactional(async (em) => {
      // The order's row lock makes two requests of one order take turns: the second counts the first's units.
      const locked = await em.findOne(Order, { id: orderId, user: customer }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!locked) throw new RecordNotFoundError(ORDER_NOT_FOUND);
      const order = await em.populate(locked, ['lines']);
      const returned = await this.earlierReturns(em, order.id);
      const returnable = await this.returnableOf(em, order, returned, new Date());
      if (!returnable.open) throw new UnprocessableError(returnable.reason!);
      const lines = new Map(order.lines.getItems().map((line) => [line.id, line]));
      const orderReturn = em.create(OrderReturn, {
        order,
        user: customer,
        comment: form.comment ?? '',
        destination: form.destination,
        upiId: form.destination === 'UPI' ? form.upiId! : null,
        accountName: form.destination === 'BANK' ? form.accountName! : null,
        accountNumber: form.destination === 'BANK' ? form.accountNumber! : null,
        ifsc: form.destination === 'BANK' ? form.ifsc! : null,
      });
      let refundable = 0;
      for (const item of form.items) {
        const line = lines.get(item.orderLineId);
        if (!line) throw new UnprocessableError(M.lineNotInOrder);
        const earlier = returned.get(line.id) ?? { units: 0, paise: 0 };
        if (item.quantity > line.quantity - earlier.units) {
          throw new UnprocessableError(
            M.tooMany(stockLabel(line.productName, line.size, line.color), line.quantity - earlier.units),
          );
        }
        // A line the form shows as free (a code left nothing to refund on its units) is refused alike.
        if (leftToRefund(line, earlier) === 0) {
          throw new UnprocessableError(M.freeItem(stockLabel(line.productName, line.size, line.color)));
        }
        const linePaise = refundablePaise(paidFor(line), line.quantity, earlier, item.quantity);
        refundable += linePaise;
        em.create(OrderReturnLine, {
          orderReturn,
          orderLine: line,
          quantity: item.quantity,
          reason: item.reason,
          refundablePaise: linePaise,
        });
      }
      // Units a code made free (or whose share rounds down to nothing): never refunded, so never closed.
      if (refundable === 0) throw new UnprocessableError(M.nothingToRefund);
      const uploads = await this.media.store(em, photos);
      return this.media.withNewUploads(uploads, async () => {
        orderReturn.photos.set(uploads);
        await em.flush();
        await this.emails.owe(em, order, RETURN_EMAIL.REQUESTED, orderReturn.id);
        return orderReturn.id;
      });
    });
    return this.get(id);
  }

  /** One return: staff see any; a customer only their own. */
  async get(id: number, customer?: User): Promise<ReturnDto> {
    const found = await this.em.findOne(
      OrderReturn,
      { id, ...(customer ? { user: customer } : {}) },
      { populate: POPULATE, strategy: 'select-in', refresh: true },
    );
    if (!found) throw new RecordNotFoundError(M.notFound);
    return ReturnDto.of(found);
  }

  /** Returns for a customer's list and the back office alike, in a fixed number of queries. */
  async list(criteria: ReturnCriteria): Promise<Page<ReturnDto[]>> {
    if (criteria.ids?.length === 0) return { items: [], total: 0 };
    const where: Record<string, unknown> = {};
    if (criteria.customer) where.user = criteria.customer;
    if (criteria.ids) where.id = { $in: criteria.ids };
    if (criteria.orderId !== undefined) where.order = criteria.orderId;
    if (criteria.status) where.status = criteria.status;
    if (criteria.search) {
      const or: Record<string, unknown>[] = [{ user: { email: { $ilike: containsPattern(criteria.search) } } }];
      const number = Number(criteria.search.replace(/^#/, ''));
      if (isRecordId(number)) or.push({ id: number }, { order: number });
      where.$or = or;
    }
    const requestedAt = shopDaysRange(criteria.fromDay, criteria.toDay);
    if (requestedAt) where.requestedAt = requestedAt;
    const property = SORT_PROPERTY[criteria.sort.field];
    const { items: returns, total } = await findPage(this.em, OrderReturn, where, {
      populate: POPULATE,
      strategy: 'select-in',
      orderBy: { [property]: criteria.sort.order, id: criteria.sort.order },
      limit: criteria.limit,
      offset: criteria.offset,
    });
    return { items: returns.map(ReturnDto.of), total };
  }

  /** Staff take a return's next step (docs/product.md §19); repeating a step changes nothing. */
  async update(id: number, form: UpdateReturnDto): Promise<ReturnDto> {
    await this.em.transactional(async (em) => {
      // Locked alone (a lock cannot reach the outer joins of a populate), then its order and lines read.
      const locked = await em.findOne(OrderReturn, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!locked) throw new RecordNotFoundError(M.notFound);
      const found = await em.populate(locked, ['order', 'lines.orderLine.variant'], { refresh: true });
      const now = new Date();
      if (form.note !== undefined) found.staffNote = form.note;
      const from = found.status;
      const to = form.status ?? from;
      if (to !== from) {
        if (!RETURN_NEXT_STATUSES[from].includes(to)) throw new ConflictError(M.transition(from, to));
        if (to === 'REJECTED' && !found.staffNote) throw new InvalidInputError(M.noteRequired);
        // The refund first: its credit note is flushed before the return changes, so that the one
        // update making the return REFUNDED also names its credit note (refund.recorded carries it).
        if (to === 'REFUNDED') await this.recordRefund(em, found, form, now);
        found.status = to;
        if (to === 'APPROVED' || to === 'REJECTED') found.decidedAt = now;
        if (to === 'RECEIVED') found.receivedAt = now;
      } else if (form.refund && from !== 'REFUNDED') {
        throw new ConflictError(M.transition(from, 'REFUNDED'));
      }
      if (form.restock !== undefined && form.restock !== false) {
        if (found.status !== 'RECEIVED' && found.status !== 'REFUNDED') {
          throw new ConflictError(M.transition(found.status, 'RECEIVED'));
        }
        await this.restock(em, found, form.restock, now);
      }
      await em.flush();
      if (to !== from) await this.emails.owe(em, found.order, RETURN_EMAIL[to], found.id);
    });
    return this.get(id);
  }

  /** Puts the chosen lines' units back in stock, each line once ever (`restockedAt` marks it). */
  private async restock(em: EntityManager, found: OrderReturn, which: true | number[], now: Date): Promise<void> {
    const lines = found.lines.getItems();
    if (which !== true) {
      const known = new Set(lines.map((line) => line.orderLine.id));
      if (which.some((lineId) => !known.has(lineId))) throw new UnprocessableError(M.restockNotInReturn);
    }
    const chosen = lines.filter((line) => !line.restockedAt && (which === true || which.includes(line.orderLine.id)));
    if (!chosen.length) return;
    const moved = await restoreStock(
      em,
      chosen.flatMap((line) =>
        line.orderLine.variant
          ? [
              {
                variantId: line.orderLine.variant.id,
                quantity: line.quantity,
                label: stockLabel(line.orderLine.productName, line.orderLine.size, line.orderLine.color),
              },
            ]
          : [],
      ),
    );
    for (const line of chosen) line.restockedAt = now;
    // Stock moved in SQL, unseen by the ORM: its moves go into the audit log by hand.
    await this.audit.recordForActor(em, stockEntries(moved));
  }

  /**
   * The refund: at most what the returned units were paid for. Spread over the lines in proportion
   * to that, each line's share with the GST in it at the line's rate (the invoice's split), so that
   * a line's credits never take back more tax than its invoice charged; and a credit note for it
   * when the order had a tax invoice.
   */
  private async recordRefund(em: EntityManager, found: OrderReturn, form: UpdateReturnDto, now: Date): Promise<void> {
    if (!form.refund) throw new InvalidInputError(M.refundRequired);
    const amount = rupeesToPaise(form.refund.amount);
    if (amount <= 0) throw new InvalidInputError(M.refundAmount);
    const lines = found.lines.getItems();
    const max = lines.reduce((sum, line) => sum + line.refundablePaise, 0);
    if (amount > max) throw new UnprocessableError(M.refundTooLarge(max));
    const order = found.order;
    // Refunds of one order take turns: each reads what the others credited of its lines.
    await em.execute('select id from orders where id = ? for update', [order.id]);
    const taxed = orderChargesGst(order);
    const intraState = !!order.seller?.stateCode && order.seller.stateCode === order.deliveryAddress.stateCode;
    const earlier = await this.earlierCredits(
      em,
      lines.map((line) => line.orderLine.id),
    );
    const shares = apportion(
      amount,
      lines.map((line) => line.refundablePaise),
    );
    lines.forEach((line, index) => {
      const rate = taxed ? (line.orderLine.gstRateBp ?? 0) : 0;
      const credit = creditedTax(shares[index], rate, intraState, earlier(line.orderLine.id));
      Object.assign(line, credit, { refundPaise: shares[index] });
    });
    // Issued (and flushed) before the return itself changes: see update().
    const invoiced = taxed && (await em.count(TaxDocument, { order, kind: TaxDocumentKind.INVOICE })) > 0;
    if (invoiced) found.creditNote = await this.taxDocuments.issuePartialCreditNote(em, order, now);
    found.refundPaise = amount;
    found.refundMethod = form.refund.method;
    found.refundReference = form.refund.reference;
    found.refundedAt = now;
  }
}

/** What a line was paid: its price times quantity, less its share of the code discount. */
function paidFor(line: OrderLine): number {
  return line.unitPricePaise * line.quantity - line.codeDiscountPaise;
}

/** What returning every unit of the line not yet in a return that counts would refund. */
function leftToRefund(line: OrderLine, earlier: { units: number; paise: number }): number {
  return refundablePaise(paidFor(line), line.quantity, earlier, line.quantity - earlier.units);
}
