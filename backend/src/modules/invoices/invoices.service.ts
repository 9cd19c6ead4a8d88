import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  discountCodeLine,
  hasInvoice,
  hasPermission,
  RETURN_MESSAGES,
  findIndianState,
  formatShopDate,
  orderChargeLines,
  paymentWords,
  plainInvoiceTitle,
  SHOP_NAME,
  stateWithCode,
} from '@satchel/shared';
import { postalAddressLines } from '../addresses/postal-address.embeddable';
import { CompanyService } from '../company/company.service';
import { ConflictError, RecordNotFoundError } from '../../common/errors/domain-errors';
import { DeliveryStatus, Order } from '../orders/order.entity';
import { OrdersService } from '../orders/orders.service';
import { TaxDocument, TaxDocumentKind } from '../orders/tax-document.entity';
import { orderChargesGst } from '../orders/tax-documents.service';
import { OrderReturn } from '../returns/order-return.entity';
import { User } from '../users/user.entity';
import { InvoiceData, renderInvoice } from './invoice-pdf';

export const CANCELLED_ORDER_HAS_NO_INVOICE = 'A cancelled order has no invoice.';
export const NO_CREDIT_NOTE = 'This order has no credit note: only a cancelled order that had a tax invoice has one.';
export const NO_RETURN_CREDIT_NOTE =
  'This return has no credit note: one is issued when a return of an order with a tax invoice is refunded.';

/**
 * An order's invoice and credit note, built from the order's own copies (the shopper's name and
 * address, each line's name, size, colour, price and tax as bought), so later edits of products,
 * profiles or tax rules never change them; the seller is the company's details the order kept
 * when it was placed. A seller charging GST issues a TAX INVOICE once the order has shipped
 * (docs/product.md §17); before that, and for any other seller, the invoice is a plain one.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly orders: OrdersService,
    private readonly company: CompanyService,
    private readonly em: EntityManager,
  ) {}

  /** The invoice PDF of an order the viewer may see (their own; any, for staff), else a 404. */
  async pdf(orderId: number, viewer: User): Promise<Buffer> {
    const order = await this.orders.get(orderId, viewer);
    // Nothing was sold: a cancelled order has no invoice (the apps offer none); its credit note reverses any.
    if (!hasInvoice(order)) throw new ConflictError(CANCELLED_ORDER_HAS_NO_INVOICE);
    const invoice = documentOf(order, TaxDocumentKind.INVOICE);
    const data = await this.plainData(order);
    return renderInvoice(invoice ? withTax(data, order, invoice) : data);
  }

  /** The credit note of a cancelled, invoiced order, for its owner or staff. */
  async creditNotePdf(orderId: number, viewer: User): Promise<Buffer> {
    const order = await this.orders.get(orderId, viewer);
    // A delivered order's credit notes are its returns' (each on its return); this is the cancellation's.
    if (order.deliveryStatus !== DeliveryStatus.CANCELED) throw new RecordNotFoundError(NO_CREDIT_NOTE);
    const creditNote = documentOf(order, TaxDocumentKind.CREDIT_NOTE);
    const invoice = documentOf(order, TaxDocumentKind.INVOICE);
    if (!creditNote || !invoice) throw new RecordNotFoundError(NO_CREDIT_NOTE);
    return renderInvoice(withTax(await this.plainData(order), order, creditNote, invoice));
  }

  /**
   * The credit note of a refunded return of an invoiced order, for its customer or staff: the
   * returned units as credited (the refund's share of each and the GST in it), against the invoice.
   */
  async returnCreditNotePdf(returnId: number, viewer: User): Promise<Buffer> {
    const owner = hasPermission(viewer, 'orders') ? {} : { user: viewer };
    const found = await this.em.findOne(
      OrderReturn,
      { id: returnId, ...owner },
      { populate: ['lines.orderLine', 'creditNote'] },
    );
    if (!found) throw new RecordNotFoundError(RETURN_MESSAGES.notFound);
    const order = await this.orders.get(found.order.id);
    const invoice = documentOf(order, TaxDocumentKind.INVOICE);
    if (!found.creditNote || !invoice) throw new RecordNotFoundError(NO_RETURN_CREDIT_NOTE);
    const data = await this.plainData(order);
    const credited: InvoiceData = {
      ...data,
      facts: [`Return no. ${found.id}`, ...data.facts],
      lines: found.lines.getItems().map(({ orderLine, ...line }) => ({
        item: `${orderLine.productName} (Size ${orderLine.size}, ${orderLine.color})`,
        quantity: line.quantity,
        unitPricePaise: orderLine.unitPricePaise,
        amountPaise: line.refundPaise ?? 0,
        hsnCode: orderLine.hsnCode,
        tax: {
          taxablePaise: line.taxablePaise,
          rateBp: orderLine.gstRateBp ?? 0,
          cgstPaise: line.cgstPaise,
          sgstPaise: line.sgstPaise,
          igstPaise: line.igstPaise,
        },
      })),
      charges: [],
      totalPaise: found.refundPaise ?? 0,
    };
    return renderInvoice(withTax(credited, order, found.creditNote, invoice, { linesOnly: true }));
  }

  private async plainData(order: Order): Promise<InvoiceData> {
    // The seller the order was placed under; the company as it is now only for an order placed
    // before the shop had written its details.
    const company = order.seller ?? (await this.company.details());
    return {
      title: plainInvoiceTitle(order.seller?.registrationType ?? company?.registrationType ?? 'REGULAR'),
      facts: [
        `Order no. ${order.id}`,
        `Date ${formatShopDate(order.createdAt)}`,
        `Cash on delivery · ${paymentWords(order)}`,
      ],
      orderId: order.id,
      seller: {
        name: company?.name || SHOP_NAME,
        address: company?.address ?? '',
        pincode: company?.pincode ?? '',
        email: company?.email ?? '',
        phone: company?.phone ?? '',
        gstin: company?.gstin ?? '',
      },
      buyer: {
        name: order.customerName,
        address: postalAddressLines(order.deliveryAddress),
      },
      lines: order.lines.getItems().map((line) => ({
        item: `${line.productName} (Size ${line.size}, ${line.color})`,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        amountPaise: line.unitPricePaise * line.quantity,
        codeDiscountPaise: line.codeDiscountPaise,
        hsnCode: line.hsnCode,
        tax: {
          taxablePaise: line.taxablePaise,
          rateBp: line.gstRateBp ?? 0,
          cgstPaise: line.cgstPaise,
          sgstPaise: line.sgstPaise,
          igstPaise: line.igstPaise,
        },
      })),
      charges: orderChargeLines(order.deliveryChargePaise, order.codFeePaise, {
        code: order.discountCode,
        discountPaise: order.codeDiscountPaise,
      }),
      totalPaise: order.totalPaise,
    };
  }
}

function documentOf(order: Order, kind: TaxDocumentKind): TaxDocument | undefined {
  return orderChargesGst(order) ? order.taxDocuments.getItems().find((document) => document.kind === kind) : undefined;
}

/** The plain invoice made a tax invoice (or, given the invoice it reverses, a credit note): Rule 46's fields. */
function withTax(
  data: InvoiceData,
  order: Order,
  document: TaxDocument,
  reverses?: TaxDocument,
  { linesOnly = false } = {},
): InvoiceData {
  const sellerState = findIndianState(order.seller?.stateCode);
  const supplyState = findIndianState(order.deliveryAddress.stateCode);
  // A free-delivery code's discount is the delivery charge it waived: the charges' tax is on the rest.
  const waived =
    order.codeDiscountPaise - order.lines.getItems().reduce((sum, line) => sum + line.codeDiscountPaise, 0);
  const charges = order.deliveryChargePaise + order.codFeePaise - waived;
  const creditNote = document.kind === TaxDocumentKind.CREDIT_NOTE;
  return {
    ...data,
    title: creditNote ? 'CREDIT NOTE' : 'TAX INVOICE',
    facts: [
      `${creditNote ? 'Credit Note No.' : 'Invoice No.'} ${document.number}`,
      `Date ${formatShopDate(document.issuedAt)}`,
      ...data.facts.map((fact) => fact.replace(/^Date /, 'Order date ')),
    ],
    seller: { ...data.seller, state: sellerState && stateWithCode(sellerState) },
    gst: {
      // A return's credit note credits its lines' amounts as refunded: no code line, no charges.
      code: linesOnly ? undefined : (discountCodeLine(order.discountCode, order.codeDiscountPaise) ?? undefined),
      placeOfSupply: supplyState ? stateWithCode(supplyState) : order.deliveryAddress.state,
      intraState: !!sellerState && sellerState.code === supplyState?.code,
      charges:
        charges && !linesOnly
          ? {
              amountPaise: charges,
              taxablePaise: order.chargesTaxablePaise,
              rateBp: order.chargesGstRateBp ?? 0,
              cgstPaise: order.chargesCgstPaise,
              sgstPaise: order.chargesSgstPaise,
              igstPaise: order.chargesIgstPaise,
            }
          : null,
      reference: reverses && `Against invoice ${reverses.number} of ${formatShopDate(reverses.issuedAt)}`,
    },
  };
}
