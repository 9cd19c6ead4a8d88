import {
  basisPointsToRate,
  CARRIERS,
  DELIVERY_MESSAGES,
  MAX_CARRIER_LENGTH,
  MAX_ID,
  TRACKING_NUMBER,
  trackingUrl,
} from '@satchel/shared';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath, PickType } from '@nestjs/swagger';
import { IsDateString, IsEnum, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { Trim } from '../../../common/http/transforms';
import { PageLimitField, PageNumberField } from '../../../common/http/paging';
import { Checks, MaxChars } from '../../../common/http/validation';
import { AddressDto } from '../../addresses/dto/address.dto';
import { TaxDocument, TaxDocumentKind } from '../tax-document.entity';
import { POSTAL_ADDRESS_FIELDS, postalAddressOf } from '../../addresses/postal-address.embeddable';
import { ImageDto } from '../../media/upload.dto';
import { paiseToRupees } from '../../products/pricing';
import { OrderLine } from '../order-line.entity';
import { DeliveryStatus, Order, PaymentMethod, PaymentStatus } from '../order.entity';
import type { User } from '../../users/user.entity';

export class PlaceOrderDto {
  @ApiProperty({ example: 3 })
  @Checks(
    IsInt({ message: 'Please select an address' }),
    Min(1, { message: 'Please select an address' }),
    Max(MAX_ID, { message: 'Please select an address' }),
  )
  addressId!: number;

  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod', example: PaymentMethod.COD })
  @IsIn([PaymentMethod.COD], { message: 'Only cash on delivery (COD) is available' })
  paymentMethod!: PaymentMethod;
}

export class UpdateOrderStatusDto {
  @ApiProperty({ enum: DeliveryStatus, enumName: 'DeliveryStatus' })
  @IsEnum(DeliveryStatus, { message: 'deliveryStatus must be one of PENDING, SHIPPED, DELIVERED, CANCELED' })
  deliveryStatus!: DeliveryStatus;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: 'Delhivery',
    maxLength: MAX_CARRIER_LENGTH,
    description: `Who carries the parcel (when shipping): ${CARRIERS.map((carrier) => carrier.name).join(', ')}, or another name (no tracking link); null clears it`,
  })
  @Trim()
  @Checks(
    IsOptional(),
    IsString({ message: DELIVERY_MESSAGES.carrierTooLong }),
    MaxChars(MAX_CARRIER_LENGTH, { message: DELIVERY_MESSAGES.carrierTooLong }),
  )
  carrier?: string | null;

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    example: 'DL1234567890',
    description: 'The air waybill (AWB) number: 6–30 letters, digits or hyphens; null clears it',
  })
  @Trim()
  @Checks(
    IsOptional(),
    IsString({ message: DELIVERY_MESSAGES.trackingNumberFormat }),
    Matches(TRACKING_NUMBER, { message: DELIVERY_MESSAGES.trackingNumberFormat }),
  )
  trackingNumber?: string | null;
}

/** docs/product.md §7 sends `{orderData, email}`; only the order's id is used, and mail goes to the account. */
export class SendConfirmationDto {
  @ApiPropertyOptional({ example: 42 })
  @Checks(IsOptional(), IsInt({ message: 'orderId must be an order id' }), Min(1), Max(MAX_ID))
  orderId?: number;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'The order as docs/product.md §7 sends it; only its `id` is read',
  })
  @Checks(IsOptional(), IsObject({ message: 'orderData must be an order' }))
  orderData?: { id?: unknown };

  @ApiPropertyOptional({ type: String, description: "Ignored: the e-mail always goes to the order's account" })
  @IsOptional()
  email?: unknown;
}

export class SendConfirmationResultDto {
  @ApiProperty({ enum: ['sent', 'queued'], description: 'Sent already, or waiting in the outbox' })
  status!: 'sent' | 'queued';

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  sentAt!: Date | null;
}

export class OrderListQueryDto {
  @PageNumberField({ description: 'Page number; without it the whole list is returned' })
  page?: number;

  @PageLimitField()
  limit?: number;

  @ApiPropertyOptional({ enum: DeliveryStatus, enumName: 'DeliveryStatus' })
  @Checks(
    IsOptional(),
    IsEnum(DeliveryStatus, { message: 'status must be one of PENDING, SHIPPED, DELIVERED, CANCELED' }),
  )
  status?: DeliveryStatus;

  @ApiPropertyOptional({
    format: 'date',
    description: 'Placed on or after this day (India time)',
    example: '2026-11-01',
  })
  @Checks(
    IsOptional(),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'from must be a date (YYYY-MM-DD)' }),
    IsDateString({ strict: true }, { message: 'from must be a date (YYYY-MM-DD)' }),
  )
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    description: 'Placed on or before this day (India time)',
    example: '2026-11-30',
  })
  @Checks(
    IsOptional(),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'to must be a date (YYYY-MM-DD)' }),
    IsDateString({ strict: true }, { message: 'to must be a date (YYYY-MM-DD)' }),
  )
  to?: string;
}

export class OrderUserDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Meera' })
  firstName!: string;

  @ApiProperty({ example: 'Iyer' })
  lastName!: string;

  @ApiProperty({ example: 'meera@example.com' })
  email!: string;
}

export class OrderVariantDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'Null once the variant has left the catalogue' })
  id!: number | null;

  @ApiProperty({ example: 'M' })
  size!: string;

  @ApiProperty({ example: 'Tan' })
  color!: string;

  @ApiProperty({ example: 5999, description: 'List price (MRP) at placement, in rupees' })
  originalPrice!: number;

  @ApiProperty({
    type: 'number',
    nullable: true,
    example: 4999,
    description: 'Selling price at placement, when discounted',
  })
  discountPrice!: number | null;

  @ApiProperty({ example: 4999, description: 'What one unit was charged, in rupees' })
  price!: number;
}

export class OrderProductDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'Null once the product has been deleted' })
  id!: number | null;

  @ApiProperty({ example: 'Aarav Leather Tote' })
  name!: string;

  @ApiProperty({ type: [ImageDto] })
  images!: ImageDto[];

  @ApiProperty({ type: OrderVariantDto })
  variant!: OrderVariantDto;
}

export class OrderItemDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 2 })
  quantity!: number;

  @ApiProperty({ example: 9998, description: 'Charged price × quantity, in rupees' })
  lineTotal!: number;

  @ApiProperty({ type: OrderProductDto })
  product!: OrderProductDto;

  @ApiProperty({ type: 'string', nullable: true, example: '4202', description: 'The HSN code it was sold under' })
  hsnCode!: string | null;

  @ApiProperty({
    type: 'number',
    nullable: true,
    example: 18,
    description: 'The GST rate (percent) in its price as placed; null when the shop did not charge GST',
  })
  gstRate!: number | null;

  @ApiProperty({ example: 150, description: "This line's share of the order's code discount, in rupees" })
  codeDiscount!: number;

  static of(line: OrderLine): OrderItemDto {
    return OrderItemDto.from({
      ...line,
      productId: line.product?.id ?? null,
      variantId: line.variant?.id ?? null,
      image: line.image ? ImageDto.of(line.image) : null,
    });
  }

  /** From the copied fields, as written at placement or read back. */
  static from(line: OrderLineFields): OrderItemDto {
    const discounted = line.unitPricePaise < line.originalPricePaise;
    return {
      id: line.id,
      quantity: line.quantity,
      lineTotal: paiseToRupees(line.unitPricePaise * line.quantity),
      product: {
        id: line.productId,
        name: line.productName,
        images: line.image ? [line.image] : [],
        variant: {
          id: line.variantId,
          size: line.size,
          color: line.color,
          originalPrice: paiseToRupees(line.originalPricePaise),
          discountPrice: discounted ? paiseToRupees(line.unitPricePaise) : null,
          price: paiseToRupees(line.unitPricePaise),
        },
      },
      hsnCode: line.hsnCode,
      gstRate: line.gstRateBp === null ? null : basisPointsToRate(line.gstRateBp),
      codeDiscount: paiseToRupees(line.codeDiscountPaise),
    };
  }
}

/** What an order line copies at placement. */
export interface OrderLineFields
  extends Pick<
    OrderLine,
    | 'id'
    | 'quantity'
    | 'productName'
    | 'size'
    | 'color'
    | 'originalPricePaise'
    | 'unitPricePaise'
    | 'hsnCode'
    | 'gstRateBp'
    | 'codeDiscountPaise'
  > {
  productId: number | null;
  variantId: number | null;
  image: ImageDto | null;
}

/** An order's own columns and who placed it: what OrderDto shows besides the lines. */
export type OrderFields = Pick<
  Order,
  | 'id'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'deliveryStatus'
  | 'createdAt'
  | 'totalPaise'
  | 'deliveryChargePaise'
  | 'codFeePaise'
  | 'taxPaise'
  | 'discountCode'
  | 'codeDiscountPaise'
  | 'carrier'
  | 'trackingNumber'
  | 'deliveryAddress'
  | 'expectedDeliveryDate'
  | 'deliveredOn'
> & { user: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'> };

/** The address an order was placed with: an address book entry's own fields. */
export class OrderAddressDto extends PickType(AddressDto, POSTAL_ADDRESS_FIELDS) {}

/** Where a shipped parcel is: its carrier, AWB number and the carrier's tracking page. */
export class OrderTrackingDto {
  @ApiProperty({ type: 'string', nullable: true, example: 'Delhivery' })
  carrier!: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'DL1234567890' })
  trackingNumber!: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'https://www.delhivery.com/track/package/DL1234567890',
    description: "The carrier's tracking page; null for a carrier without one",
  })
  url!: string | null;
}

/** docs/product.md §3's order, with the copied lines and address it was placed with. */
@ApiExtraModels(OrderTrackingDto)
export class OrderDto {
  @ApiProperty({ description: 'Also the order number' })
  id!: number;

  @ApiProperty({ type: OrderUserDto })
  user!: OrderUserDto;

  @ApiProperty({ type: [OrderItemDto] })
  items!: OrderItemDto[];

  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod' })
  paymentMethod!: PaymentMethod;

  @ApiProperty({ enum: PaymentStatus, enumName: 'PaymentStatus' })
  paymentStatus!: PaymentStatus;

  @ApiProperty({ enum: DeliveryStatus, enumName: 'DeliveryStatus' })
  deliveryStatus!: DeliveryStatus;

  @ApiProperty({ enum: DeliveryStatus, enumName: 'DeliveryStatus', description: 'The same as deliveryStatus' })
  status!: DeliveryStatus;

  @ApiProperty({ type: 'string', format: 'date-time' })
  orderDate!: Date;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({
    example: 10047,
    description:
      'What the customer pays, in rupees: Σ charged price × quantity at placement − codeDiscount + deliveryCharge + codFee',
  })
  orderTotal!: number;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'DIWALI10',
    description: 'The discount code it was placed with',
  })
  discountCode!: string | null;

  @ApiProperty({
    example: 150,
    description: 'What the code took off, in rupees (for a free-delivery code, the delivery charge); 0 without one',
  })
  codeDiscount!: number;

  @ApiProperty({ example: 49, description: 'The delivery charge as placed, in rupees (0: free)' })
  deliveryCharge!: number;

  @ApiProperty({ example: 0, description: 'The cash-on-delivery fee as placed, in rupees' })
  codFee!: number;

  @ApiProperty({
    example: 1524.9,
    description: 'The GST included in orderTotal, in rupees (prices include GST); 0 when the shop does not charge it',
  })
  tax!: number;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'INV/2026-27/0001',
    description: 'The tax invoice, issued when the order ships (a shop charging GST only)',
  })
  invoiceNumber!: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'CN/2026-27/00001',
    description: 'The credit note, issued when an invoiced order is cancelled',
  })
  creditNoteNumber!: string | null;

  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(OrderTrackingDto) }, { type: 'null' }],
    description: 'The shipment, once the shop has given its carrier or AWB',
  })
  tracking!: OrderTrackingDto | null;

  @ApiProperty({ type: OrderAddressDto })
  address!: OrderAddressDto;

  @ApiProperty({
    type: 'string',
    format: 'date',
    example: '2026-11-29',
    description: "Order date + 7 days, or the delivery zone's days",
  })
  expectedDeliveryDate!: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  deliveredOn!: Date | null;

  /** Expects user and lines.image loaded. */
  static of(order: Order): OrderDto {
    const documents = order.taxDocuments.isInitialized() ? order.taxDocuments.getItems() : [];
    return OrderDto.from(order, order.lines.getItems().map(OrderItemDto.of), documents);
  }

  static from(
    order: OrderFields,
    items: OrderItemDto[],
    documents: Pick<TaxDocument, 'kind' | 'number'>[] = [],
  ): OrderDto {
    const numberOf = (kind: TaxDocumentKind) => documents.find((document) => document.kind === kind)?.number ?? null;
    return {
      id: order.id,
      user: {
        id: order.user.id,
        firstName: order.user.firstName,
        lastName: order.user.lastName,
        email: order.user.email,
      },
      items,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      deliveryStatus: order.deliveryStatus,
      status: order.deliveryStatus,
      orderDate: order.createdAt,
      createdAt: order.createdAt,
      orderTotal: paiseToRupees(order.totalPaise),
      deliveryCharge: paiseToRupees(order.deliveryChargePaise),
      codFee: paiseToRupees(order.codFeePaise),
      tax: paiseToRupees(order.taxPaise),
      discountCode: order.discountCode,
      codeDiscount: paiseToRupees(order.codeDiscountPaise),
      invoiceNumber: numberOf(TaxDocumentKind.INVOICE),
      // A delivered order's credit notes are its returns' (each on its return): this is the cancellation's.
      creditNoteNumber: order.deliveryStatus === DeliveryStatus.CANCELED ? numberOf(TaxDocumentKind.CREDIT_NOTE) : null,
      tracking:
        order.carrier || order.trackingNumber
          ? {
              carrier: order.carrier,
              trackingNumber: order.trackingNumber,
              url: trackingUrl(order.carrier, order.trackingNumber),
            }
          : null,
      address: postalAddressOf(order.deliveryAddress),
      expectedDeliveryDate: order.expectedDeliveryDate,
      deliveredOn: order.deliveredOn,
    };
  }
}
