import { Injectable } from '@nestjs/common';
import { orderChargeLines, SHOP_NAME } from '@satchel/shared';
import { postalAddressLines } from '../addresses/postal-address.embeddable';
import { CompanyService } from '../company/company.service';
import { ConflictError } from '../../common/errors/domain-errors';
import { DeliveryStatus, PaymentStatus } from '../orders/order.entity';
import { OrdersService } from '../orders/orders.service';
import { User } from '../users/user.entity';
import { InvoiceData, renderInvoice } from './invoice-pdf';

export const CANCELLED_ORDER_HAS_NO_INVOICE = 'A cancelled order has no invoice.';

/**
 * An order's invoice, built from the order's own copies (the shopper's name and address, each
 * line's name, size, colour and price as bought), so later edits of products or profiles never
 * change it; the seller is the company's details the order kept when it was placed.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly orders: OrdersService,
    private readonly company: CompanyService,
  ) {}

  /** The PDF of an order the viewer may see (their own; any, for an admin), else a 404. */
  async pdf(orderId: number, viewer: User): Promise<Buffer> {
    const order = await this.orders.get(orderId, viewer);
    // Nothing was sold: a cancelled order has no invoice (the apps offer none).
    if (order.deliveryStatus === DeliveryStatus.CANCELED) throw new ConflictError(CANCELLED_ORDER_HAS_NO_INVOICE);
    // The seller the order was placed under; the company as it is now only for an order placed
    // before the shop had written its details.
    const company = order.seller ?? (await this.company.details());
    const invoice: InvoiceData = {
      orderId: order.id,
      placedAt: order.createdAt,
      paid: order.paymentStatus === PaymentStatus.PAID,
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
      })),
      charges: orderChargeLines(order.deliveryChargePaise, order.codFeePaise),
      totalPaise: order.totalPaise,
    };
    return renderInvoice(invoice);
  }
}
