import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  chargesGst,
  CREDIT_NOTE_PREFIX,
  DEFAULT_INVOICE_PREFIX,
  documentNumber,
  financialYear,
  shopDate,
} from '@satchel/shared';
import { CompanyDetails } from '../company/company-details.entity';
import { ConflictError } from '../../common/errors/domain-errors';
import { DeliveryStatus, Order } from './order.entity';
import { TaxDocument, TaxDocumentKind } from './tax-document.entity';

export const CREDITED_ORDER_CANNOT_REOPEN =
  'This order was cancelled after its tax invoice was issued, and a credit note reversed it: it cannot be reopened. Place a new order instead.';

/**
 * Tax invoices and credit notes (decision 13): an order of a seller charging GST gets its tax
 * invoice when it leaves the shop (shipped, or delivered straight away), and a credit note when it
 * is cancelled after that. Each takes the next serial of its series for the financial year under
 * the series row's lock, in the transaction that changes the order's status: a rollback gives the
 * serial back, so the numbers run on with no gap and no duplicate.
 */
@Injectable()
export class TaxDocumentsService {
  /**
   * What moving a locked order from `from` to `to` issues, inside the status change's
   * transaction. A credited order cannot leave CANCELED: its invoice is reversed for good.
   */
  async onStatusChange(em: EntityManager, order: Order, from: DeliveryStatus, to: DeliveryStatus, at: Date) {
    // Only an order placed with a seller charging GST ever has documents: the others need no query.
    if (!orderChargesGst(order)) return;
    const documents = await em.find(TaxDocument, { order }, { orderBy: { id: 'asc' } });
    const has = (kind: TaxDocumentKind) => documents.some((document) => document.kind === kind);
    if (from === DeliveryStatus.CANCELED && has(TaxDocumentKind.CREDIT_NOTE)) {
      throw new ConflictError(CREDITED_ORDER_CANNOT_REOPEN);
    }
    const leaves = to === DeliveryStatus.SHIPPED || to === DeliveryStatus.DELIVERED;
    if (leaves && !has(TaxDocumentKind.INVOICE)) {
      await this.issue(em, order, TaxDocumentKind.INVOICE, at);
    }
    if (to === DeliveryStatus.CANCELED && has(TaxDocumentKind.INVOICE)) {
      await this.issue(em, order, TaxDocumentKind.CREDIT_NOTE, at);
    }
  }

  /** A credit note for part of an invoiced order (a refunded return), in the refund's transaction. */
  async issuePartialCreditNote(em: EntityManager, order: Order, at: Date): Promise<TaxDocument> {
    return this.issue(em, order, TaxDocumentKind.CREDIT_NOTE, at);
  }

  private async issue(em: EntityManager, order: Order, kind: TaxDocumentKind, at: Date): Promise<TaxDocument> {
    const issuedOn = shopDate(at);
    const year = financialYear(issuedOn);
    const [{ serial }] = await em.execute<{ serial: number }[]>(
      `insert into tax_document_series (kind, financial_year, last_serial) values (?, ?, 1)
       on conflict (kind, financial_year) do update set last_serial = tax_document_series.last_serial + 1
       returning last_serial as serial`,
      [kind, year],
    );
    const prefix =
      kind === TaxDocumentKind.CREDIT_NOTE
        ? CREDIT_NOTE_PREFIX
        : ((await em.findOne(CompanyDetails, CompanyDetails.ID, { fields: ['invoicePrefix'] }))?.invoicePrefix ??
          DEFAULT_INVOICE_PREFIX);
    const document = em.create(TaxDocument, {
      order,
      kind,
      number: documentNumber(prefix, year, serial),
      financialYear: year,
      serial,
      issuedAt: at,
      issuedOn,
    });
    await em.flush();
    return document;
  }
}

/** Whether the order was placed with a seller charging GST (its lines carry the tax). */
export function orderChargesGst(order: Pick<Order, 'seller'>): boolean {
  const seller = order.seller;
  return (
    !!seller &&
    chargesGst({
      registrationType: seller.registrationType ?? '',
      gstin: seller.gstin,
      stateCode: seller.stateCode ?? null,
    })
  );
}
