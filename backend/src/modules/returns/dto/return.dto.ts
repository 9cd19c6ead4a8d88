import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import {
  addDays,
  BANK_ACCOUNT_NUMBER,
  IFSC,
  MAX_ACCOUNT_NAME_LENGTH,
  MAX_REFUND_REFERENCE_LENGTH,
  MAX_RETURN_COMMENT_LENGTH,
  MAX_RETURN_NOTE_LENGTH,
  MAX_RETURN_PHOTOS,
  MAX_UPI_ID_LENGTH,
  paiseToRupees,
  REFUND_DAYS,
  REFUND_DESTINATIONS,
  REFUND_METHODS,
  RETURN_MESSAGES as M,
  RETURN_REASONS,
  RETURN_STATUSES,
  shopDate,
  UPI_ID,
  type RefundDestination,
  type RefundMethod,
  type ReturnReason,
  type ReturnStatus,
} from '@satchel/shared';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { FormJson } from '../../../common/http/multipart-fields';
import { PageLimitField, PageNumberField } from '../../../common/http/paging';
import { Trim } from '../../../common/http/transforms';
import { Checks, IsOmittable, IsRupees, MaxChars } from '../../../common/http/validation';
import { ImageDto } from '../../media/upload.dto';
import { OrderReturn, OrderReturnLine } from '../order-return.entity';

/** One line of the order to send back: how many units, and why. */
export class ReturnItemInputDto {
  @ApiProperty({ example: 12, description: "The order line's id (OrderItem.id)" })
  @Checks(IsInt({ message: M.lineNotInOrder }), Min(1, { message: M.lineNotInOrder }))
  orderLineId!: number;

  @ApiProperty({ example: 1, minimum: 1 })
  @Checks(IsInt({ message: M.quantity }), Min(1, { message: M.quantity }))
  quantity!: number;

  @ApiProperty({ enum: RETURN_REASONS, enumName: 'ReturnReason' })
  @Checks(IsIn(RETURN_REASONS, { message: M.reasonRequired }))
  reason!: ReturnReason;
}

/**
 * A return request (docs/product.md §19). Sent as JSON, or as multipart/form-data with up to 3
 * `photos` and `items` as JSON text.
 */
export class RequestReturnDto {
  @ApiProperty({
    type: [ReturnItemInputDto],
    description: 'As multipart/form-data: JSON text of the same list',
  })
  @FormJson(ReturnItemInputDto)
  @Checks(
    IsArray({ message: M.noItems }),
    ArrayMinSize(1, { message: M.noItems }),
    ArrayMaxSize(100, { message: M.noItems }),
    ValidateNested({ each: true }),
  )
  @Type(() => ReturnItemInputDto)
  items!: ReturnItemInputDto[];

  @ApiPropertyOptional({ maxLength: MAX_RETURN_COMMENT_LENGTH, description: 'Anything the customer wants to add' })
  @Trim()
  @Checks(IsOptional(), IsString(), MaxChars(MAX_RETURN_COMMENT_LENGTH, { message: M.commentTooLong }))
  comment?: string;

  @ApiProperty({ enum: REFUND_DESTINATIONS, enumName: 'RefundDestination', description: 'Where the refund should go' })
  @Checks(IsIn(REFUND_DESTINATIONS, { message: M.destinationRequired }))
  destination!: RefundDestination;

  @ApiPropertyOptional({ example: 'meera@okaxis', description: 'With destination UPI' })
  @Trim()
  @ValidateIf((form: RequestReturnDto) => form.destination === 'UPI')
  @Checks(
    IsString({ message: M.upiFormat }),
    MaxChars(MAX_UPI_ID_LENGTH, { message: M.upiFormat }),
    Matches(UPI_ID, { message: M.upiFormat }),
  )
  upiId?: string;

  @ApiPropertyOptional({ example: 'Meera Iyer', description: 'With destination BANK' })
  @Trim()
  @ValidateIf((form: RequestReturnDto) => form.destination === 'BANK')
  @Checks(
    IsString({ message: M.accountName }),
    Matches(/\S/, { message: M.accountName }),
    MaxChars(MAX_ACCOUNT_NAME_LENGTH, { message: M.accountName }),
  )
  accountName?: string;

  @ApiPropertyOptional({ example: '001234567890', description: 'With destination BANK: 9 to 18 digits' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  @ValidateIf((form: RequestReturnDto) => form.destination === 'BANK')
  @Checks(IsString({ message: M.accountNumber }), Matches(BANK_ACCOUNT_NUMBER, { message: M.accountNumber }))
  accountNumber?: string;

  @ApiPropertyOptional({ example: 'HDFC0001234', description: 'With destination BANK' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @ValidateIf((form: RequestReturnDto) => form.destination === 'BANK')
  @Checks(IsString({ message: M.ifsc }), Matches(IFSC, { message: M.ifsc }))
  ifsc?: string;
}

/** How the request looks in the contract as multipart: its fields plus the photos. */
export class RequestReturnFormSchema extends RequestReturnDto {
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    maxItems: MAX_RETURN_PHOTOS,
    description: 'JPEG, PNG or WebP photos of the items, at most 10 MB each',
  })
  photos?: unknown[];
}

/** The refund as staff paid it. */
export class RefundInputDto {
  @ApiProperty({ example: 1999, description: 'In rupees; at most what was paid for the returned items' })
  @Checks(IsDefined({ message: M.refundRequired }), IsRupees({ message: M.refundAmount }))
  amount!: number;

  @ApiProperty({ enum: REFUND_METHODS, enumName: 'RefundMethod' })
  @Checks(IsIn(REFUND_METHODS, { message: M.refundRequired }))
  method!: RefundMethod;

  @ApiProperty({ example: '412345678901', description: 'The UPI or bank transaction reference' })
  @Trim()
  @Checks(
    IsString({ message: M.referenceRequired }),
    Matches(/\S/, { message: M.referenceRequired }),
    MaxChars(MAX_REFUND_REFERENCE_LENGTH),
  )
  reference!: string;
}

/** Staff's next step for a return; fields left out stay as they are. */
export class UpdateReturnDto {
  @ApiPropertyOptional({ enum: RETURN_STATUSES, enumName: 'ReturnStatus' })
  @Checks(IsOptional(), IsIn(RETURN_STATUSES, { message: `status must be one of ${RETURN_STATUSES.join(', ')}` }))
  status?: ReturnStatus;

  @ApiPropertyOptional({
    maxLength: MAX_RETURN_NOTE_LENGTH,
    description: 'A note to the customer (required to reject)',
  })
  @Trim()
  @Checks(IsOmittable(), IsString({ message: 'note must be text' }), MaxChars(MAX_RETURN_NOTE_LENGTH))
  note?: string;

  @ApiPropertyOptional({
    oneOf: [{ type: 'boolean' }, { type: 'array', items: { type: 'integer' } }],
    description:
      'With RECEIVED (or later): true puts every returned unit back in stock, a list of order-line ids only those; units go back once, however often it is sent',
  })
  @Checks(
    IsOmittable(),
    ValidateIf((form: UpdateReturnDto) => form.restock !== true && form.restock !== false),
    IsArray({ message: 'restock must be true or a list of order-line ids' }),
    ArrayMaxSize(100),
    IsInt({ each: true, message: 'restock must be true or a list of order-line ids' }),
  )
  restock?: boolean | number[];

  @ApiPropertyOptional({ type: RefundInputDto, description: 'Required with REFUNDED' })
  @Checks(IsOptional(), ValidateNested())
  @Type(() => RefundInputDto)
  refund?: RefundInputDto;
}

/** The order line a return names, as the order copied it. */
export class ReturnedLineDto {
  @ApiProperty({ description: "The order line's id (OrderItem.id)" })
  orderLineId!: number;

  @ApiProperty({ example: 'Aarav Leather Tote' })
  productName!: string;

  @ApiProperty({ example: 'M' })
  size!: string;

  @ApiProperty({ example: 'Tan' })
  color!: string;
}

export class ReturnItemDto extends ReturnedLineDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The size in the catalogue, while it exists' })
  variantId!: number | null;

  @ApiProperty({ example: 1 })
  quantity!: number;

  @ApiProperty({ enum: RETURN_REASONS, enumName: 'ReturnReason' })
  reason!: ReturnReason;

  @ApiProperty({ example: 1999, description: 'The most these units may be refunded for, in rupees' })
  refundable!: number;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'When they went back in stock' })
  restockedAt!: Date | null;

  static of(line: OrderReturnLine): ReturnItemDto {
    const orderLine = line.orderLine;
    return {
      id: line.id,
      orderLineId: orderLine.id,
      productName: orderLine.productName,
      size: orderLine.size,
      color: orderLine.color,
      variantId: orderLine.variant?.id ?? null,
      quantity: line.quantity,
      reason: line.reason,
      refundable: paiseToRupees(line.refundablePaise),
      restockedAt: line.restockedAt,
    };
  }
}

export class RefundDto {
  @ApiProperty({ example: 1999, description: 'In rupees' })
  amount!: number;

  @ApiProperty({ enum: REFUND_METHODS, enumName: 'RefundMethod' })
  method!: RefundMethod;

  @ApiProperty({ example: '412345678901' })
  reference!: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  refundedAt!: Date;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'CN/2026-27/000000001',
    description: 'Its credit note, when the order had a tax invoice',
  })
  creditNoteNumber!: string | null;
}

export class ReturnCustomerDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Meera Iyer' })
  name!: string;

  @ApiProperty({ example: 'meera@example.com' })
  email!: string;
}

@ApiExtraModels(RefundDto)
export class ReturnDto {
  @ApiProperty({ description: 'Also the return number' })
  id!: number;

  @ApiProperty()
  orderId!: number;

  @ApiProperty({ type: ReturnCustomerDto })
  customer!: ReturnCustomerDto;

  @ApiProperty({ enum: RETURN_STATUSES, enumName: 'ReturnStatus' })
  status!: ReturnStatus;

  @ApiProperty({ type: [ReturnItemDto] })
  items!: ReturnItemDto[];

  @ApiProperty({ example: 1999, description: 'The most the return may be refunded for, in rupees' })
  refundable!: number;

  @ApiProperty()
  comment!: string;

  @ApiProperty({ type: [ImageDto] })
  photos!: ImageDto[];

  @ApiProperty({ enum: REFUND_DESTINATIONS, enumName: 'RefundDestination' })
  destination!: RefundDestination;

  @ApiProperty({ type: 'string', nullable: true })
  upiId!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  accountName!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  accountNumber!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  ifsc!: string | null;

  @ApiProperty({ description: "Staff's note to the customer" })
  note!: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  requestedAt!: Date;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Approved or rejected' })
  decidedAt!: Date | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  receivedAt!: Date | null;

  @ApiProperty({
    type: 'string',
    format: 'date',
    nullable: true,
    description: `Once received, the day the refund is due by (the policy's ${REFUND_DAYS} days)`,
  })
  refundDueOn!: string | null;

  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(RefundDto) }, { type: 'null' }],
    description: 'Once refunded: how much, how and when',
  })
  refund!: RefundDto | null;

  static of(entity: OrderReturn): ReturnDto {
    const lines = entity.lines.getItems();
    const user = entity.user;
    return {
      id: entity.id,
      orderId: entity.order.id,
      customer: { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
      status: entity.status,
      items: lines.map(ReturnItemDto.of),
      refundable: paiseToRupees(lines.reduce((sum, line) => sum + line.refundablePaise, 0)),
      comment: entity.comment,
      photos: entity.photos.getItems().map(ImageDto.of),
      destination: entity.destination,
      upiId: entity.upiId,
      accountName: entity.accountName,
      accountNumber: entity.accountNumber,
      ifsc: entity.ifsc,
      note: entity.staffNote,
      requestedAt: entity.requestedAt,
      decidedAt: entity.decidedAt,
      receivedAt: entity.receivedAt,
      refundDueOn: entity.receivedAt ? addDays(shopDate(entity.receivedAt), REFUND_DAYS) : null,
      refund:
        entity.refundPaise !== null && entity.refundMethod && entity.refundedAt
          ? {
              amount: paiseToRupees(entity.refundPaise),
              method: entity.refundMethod,
              reference: entity.refundReference ?? '',
              refundedAt: entity.refundedAt,
              creditNoteNumber: entity.creditNote?.number ?? null,
            }
          : null,
    };
  }
}

/** A line of a delivered order and how many of its units may still be returned. */
export class ReturnableLineDto extends ReturnedLineDto {
  @ApiProperty({ example: 2, description: 'Units bought' })
  quantity!: number;

  @ApiProperty({ example: 1, description: 'Units not in an earlier return (rejected ones do not count)' })
  returnable!: number;

  @ApiProperty({
    example: 1999,
    description:
      'What returning all of those units would refund, in rupees: their share of what the line was paid after its code discount, less what earlier returns that still count may refund; 0 when a discount code made them free',
  })
  refundable!: number;
}

/** What of an order may be returned, and until when. */
export class ReturnableDto {
  @ApiProperty()
  orderId!: number;

  @ApiProperty({
    type: 'string',
    format: 'date',
    nullable: true,
    description: 'The last day to ask; null until delivered',
  })
  returnableUntil!: string | null;

  @ApiProperty({ description: 'Whether a return may be asked for today' })
  open!: boolean;

  @ApiProperty({ type: 'string', nullable: true, description: 'Why not, when it may not' })
  reason!: string | null;

  @ApiProperty({ type: [ReturnableLineDto] })
  lines!: ReturnableLineDto[];
}

export class ReturnListQueryDto {
  @PageNumberField({ description: 'Page number; without it the whole list is returned' })
  page?: number;

  @PageLimitField()
  limit?: number;
}
