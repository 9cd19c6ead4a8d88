import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
} from 'class-validator';
import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_MESSAGES,
  DISCOUNT_TYPES,
  MAX_DISCOUNT_CODE_LENGTH,
  MAX_DISCOUNT_DESCRIPTION_LENGTH,
  MAX_ID,
  MAX_PAGE_SIZE,
  normalizeDiscountCode,
  paiseToRupees,
  type DiscountType,
} from '@satchel/shared';
import { Trim } from '../../../common/http/transforms';
import {
  Checks,
  IsOmittable,
  IsRupees,
  IsShopInstant,
  MaxChars,
  SHOP_INSTANT_DESCRIPTION,
} from '../../../common/http/validation';
import type { DiscountCode } from '../discount-code.entity';

/** A code as typed, kept in capitals (any case is the same code). */
const ToDiscountCode = () =>
  Transform(({ value }) => (typeof value === 'string' ? normalizeDiscountCode(value) : value));
const MAX_USES = 1_000_000_000;
const MAX_SCOPE = MAX_PAGE_SIZE;

/** A code as the back office writes it; amounts in rupees, the percent in percent. */
export class CreateDiscountCodeDto {
  @ApiProperty({ example: 'DIWALI10', description: '3–32 of A–Z, 0–9, - and _; any case, kept in capitals' })
  @ToDiscountCode()
  @Checks(
    IsString({ message: DISCOUNT_MESSAGES.invalidCode }),
    MaxChars(MAX_DISCOUNT_CODE_LENGTH, { message: DISCOUNT_MESSAGES.invalidCode }),
    Matches(DISCOUNT_CODE_PATTERN, { message: DISCOUNT_MESSAGES.invalidCode }),
  )
  code!: string;

  @ApiProperty({ enum: DISCOUNT_TYPES, enumName: 'DiscountType' })
  @Checks(IsIn(DISCOUNT_TYPES, { message: `type must be one of ${DISCOUNT_TYPES.join(', ')}` }))
  type!: DiscountType;

  @ApiPropertyOptional({ type: Number, example: 10, nullable: true, description: 'PERCENT: percent off, 0.01 to 100' })
  @Checks(
    IsOptional(),
    IsRupees({ message: DISCOUNT_MESSAGES.percentRequired }),
    Min(0.01, { message: DISCOUNT_MESSAGES.percentRequired }),
    Max(100, { message: DISCOUNT_MESSAGES.percentRequired }),
  )
  percent?: number | null;

  @ApiPropertyOptional({ type: Number, example: 150, nullable: true, description: 'FIXED: rupees off' })
  @Checks(
    IsOptional(),
    IsRupees({ message: DISCOUNT_MESSAGES.amountRequired }),
    Min(0.01, { message: DISCOUNT_MESSAGES.amountRequired }),
    Max(paiseToRupees(Number.MAX_SAFE_INTEGER) / 1000, { message: DISCOUNT_MESSAGES.amountRequired }),
  )
  amount?: number | null;

  @ApiPropertyOptional({
    type: Number,
    example: 500,
    nullable: true,
    description: 'PERCENT: at most this many rupees off',
  })
  @Checks(
    IsOptional(),
    IsRupees({ message: 'maxDiscount must be an amount in rupees' }),
    Min(0.01, { message: 'maxDiscount must be an amount in rupees' }),
    Max(paiseToRupees(Number.MAX_SAFE_INTEGER) / 1000),
  )
  maxDiscount?: number | null;

  @ApiPropertyOptional({ example: 999, description: "The cart's value (charged prices) the code needs, in rupees" })
  @Checks(
    IsOmittable(),
    IsRupees({ message: 'minOrderValue must be an amount in rupees' }),
    Max(paiseToRupees(Number.MAX_SAFE_INTEGER) / 1000),
  )
  minOrderValue?: number;

  @ApiPropertyOptional({
    type: String,
    example: '2026-10-20T00:00:00+05:30',
    nullable: true,
    format: 'date-time',
    description: SHOP_INSTANT_DESCRIPTION,
  })
  @Checks(IsOptional(), IsShopInstant('startsAt must be a date and time'))
  startsAt?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: '2026-11-05T00:00:00+05:30',
    nullable: true,
    format: 'date-time',
    description: `The first moment it no longer works. ${SHOP_INSTANT_DESCRIPTION}`,
  })
  @Checks(IsOptional(), IsShopInstant('endsAt must be a date and time'))
  endsAt?: string | null;

  @ApiPropertyOptional({ type: 'integer', example: 100, nullable: true, description: 'Uses in all; none for no limit' })
  @Checks(
    IsOptional(),
    IsInt({ message: 'usageLimit must be a whole number from 1' }),
    Min(1, { message: 'usageLimit must be a whole number from 1' }),
    Max(MAX_USES),
  )
  usageLimit?: number | null;

  @ApiPropertyOptional({
    type: 'integer',
    example: 1,
    nullable: true,
    description: 'Uses per customer; none for no limit',
  })
  @Checks(
    IsOptional(),
    IsInt({ message: 'perCustomerLimit must be a whole number from 1' }),
    Min(1, { message: 'perCustomerLimit must be a whole number from 1' }),
    Max(MAX_USES),
  )
  perCustomerLimit?: number | null;

  @ApiPropertyOptional({ example: false })
  @Checks(IsOmittable(), IsBoolean())
  firstOrderOnly?: boolean;

  @ApiPropertyOptional({
    type: [Number],
    example: [3],
    description: 'With their sub-categories; none and no products: every product',
  })
  @Checks(
    IsOmittable(),
    IsArray(),
    ArrayMaxSize(MAX_SCOPE),
    IsInt({ each: true }),
    Min(1, { each: true }),
    Max(MAX_ID, { each: true }),
  )
  categoryIds?: number[];

  @ApiPropertyOptional({ type: [Number], example: [] })
  @Checks(
    IsOmittable(),
    IsArray(),
    ArrayMaxSize(MAX_SCOPE),
    IsInt({ each: true }),
    Min(1, { each: true }),
    Max(MAX_ID, { each: true }),
  )
  productIds?: number[];

  @ApiPropertyOptional({ example: true })
  @Checks(IsOmittable(), IsBoolean())
  active?: boolean;

  @ApiPropertyOptional({ example: 'Diwali sale, 10% off everything', maxLength: MAX_DISCOUNT_DESCRIPTION_LENGTH })
  @Trim()
  @Checks(IsOmittable(), IsString(), MaxChars(MAX_DISCOUNT_DESCRIPTION_LENGTH))
  description?: string;
}

/** Any of the form's fields; left out, kept; null clears the optional ones. */
export class UpdateDiscountCodeDto extends PartialType(CreateDiscountCodeDto, { skipNullProperties: false }) {}

export class DiscountCodeDto {
  @ApiProperty({ example: 4 })
  id!: number;

  @ApiProperty({ example: 'DIWALI10' })
  code!: string;

  @ApiProperty({ enum: DISCOUNT_TYPES, enumName: 'DiscountType' })
  type!: DiscountType;

  @ApiProperty({ type: Number, nullable: true, example: 10 })
  percent!: number | null;

  @ApiProperty({ type: Number, nullable: true, example: null })
  amount!: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 500 })
  maxDiscount!: number | null;

  @ApiProperty({ example: 999 })
  minOrderValue!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startsAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endsAt!: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 100 })
  usageLimit!: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 1 })
  perCustomerLimit!: number | null;

  @ApiProperty()
  firstOrderOnly!: boolean;

  @ApiProperty({ type: [Number] })
  categoryIds!: number[];

  @ApiProperty({ type: [Number] })
  productIds!: number[];

  @ApiProperty()
  active!: boolean;

  @ApiProperty({ example: 'Diwali sale' })
  description!: string;

  @ApiProperty({ example: 12, description: 'Orders holding a use (placed, not cancelled)' })
  used!: number;

  @ApiProperty({ example: 1800, description: 'What those orders were given, in rupees' })
  discountGiven!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: string;

  static of(code: DiscountCode): DiscountCodeDto {
    const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
    return {
      id: code.id,
      code: code.code,
      type: code.type,
      percent: code.percentBp === null ? null : code.percentBp / 100,
      amount: rupees(code.amountPaise),
      maxDiscount: rupees(code.maxDiscountPaise),
      minOrderValue: paiseToRupees(code.minOrderPaise),
      startsAt: code.startsAt?.toISOString() ?? null,
      endsAt: code.endsAt?.toISOString() ?? null,
      usageLimit: code.usageLimit,
      perCustomerLimit: code.perCustomerLimit,
      firstOrderOnly: code.firstOrderOnly,
      categoryIds: code.categoryIds,
      productIds: code.productIds,
      active: code.active,
      description: code.description,
      used: code.used,
      discountGiven: paiseToRupees(code.discountGivenPaise),
      createdAt: code.createdAt.toISOString(),
      updatedAt: code.updatedAt.toISOString(),
    };
  }
}

/** The code a customer types. */
export class ApplyDiscountCodeDto {
  @ApiProperty({ example: 'diwali10', description: 'Any case' })
  @ToDiscountCode()
  @Checks(
    IsString({ message: DISCOUNT_MESSAGES.invalidCode }),
    MaxChars(MAX_DISCOUNT_CODE_LENGTH, { message: DISCOUNT_MESSAGES.invalidCode }),
    Matches(DISCOUNT_CODE_PATTERN, { message: DISCOUNT_MESSAGES.invalidCode }),
  )
  code!: string;
}
