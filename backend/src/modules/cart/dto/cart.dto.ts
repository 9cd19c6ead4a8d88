import { DISCOUNT_TYPES, MAX_ID, type DiscountType } from '@satchel/shared';
import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { Checks } from '../../../common/http/validation';
import { ImageDto } from '../../media/upload.dto';
import { VariantDto } from '../../products/dto/product.dto';
import { chargedPaise, paiseToRupees } from '../../products/pricing';
import type { CartLineRow } from '../cart-lines.sql';
import type { CartCodeQuote } from '../../promotions/discount-codes.service';

export const MAX_CART_QUANTITY = 10_000;

export class AddToCartDto {
  @ApiProperty({ example: 12 })
  @Checks(
    IsInt({ message: 'Please select a size first' }),
    Min(1, { message: 'Please select a size first' }),
    Max(MAX_ID, { message: 'Please select a size first' }),
  )
  productVariantId!: number;

  @ApiProperty({ example: 1, minimum: 1 })
  @Checks(
    IsInt({ message: 'Quantity must be a whole number' }),
    Min(1, { message: 'Quantity must be at least 1' }),
    Max(MAX_CART_QUANTITY, { message: `Quantity must be at most ${MAX_CART_QUANTITY}` }),
  )
  quantity: number = 1;
}

export class UpdateCartQuantityDto {
  @ApiProperty({ example: 3 })
  @Checks(IsInt({ message: 'cartItemId must be a cart line id' }), Min(1), Max(MAX_ID))
  cartItemId!: number;

  @ApiProperty({ example: 2, minimum: 1 })
  @Checks(
    IsInt({ message: 'Quantity must be a whole number' }),
    Min(1, { message: 'Quantity must be at least 1' }),
    Max(MAX_CART_QUANTITY, { message: `Quantity must be at most ${MAX_CART_QUANTITY}` }),
  )
  newQuantity!: number;
}

export class CartProductDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Aarav Leather Tote' })
  name!: string;

  @ApiProperty({ type: [ImageDto] })
  images!: ImageDto[];

  @ApiProperty({ type: VariantDto, description: 'The size and colour in the cart' })
  variant!: VariantDto;
}

export class CartItemDto {
  @ApiProperty({ description: 'The cart line id' })
  id!: number;

  @ApiProperty({ example: 2 })
  quantity!: number;

  @ApiProperty({ example: 4999, description: 'Charged price of one unit, in rupees' })
  unitPrice!: number;

  @ApiProperty({ example: 9998, description: 'unitPrice × quantity, in rupees' })
  lineTotal!: number;

  @ApiProperty({
    example: 2000,
    description: 'What the discount takes off this line (MRP × quantity − lineTotal), in rupees',
  })
  discount!: number;

  @ApiProperty({ type: CartProductDto })
  product!: CartProductDto;

  static of(line: CartLineRow): CartItemDto {
    const unit = chargedPaise(line);
    return {
      id: line.id,
      quantity: line.quantity,
      unitPrice: paiseToRupees(unit),
      lineTotal: paiseToRupees(unit * line.quantity),
      discount: paiseToRupees((line.originalPricePaise - unit) * line.quantity),
      product: line.product,
    };
  }
}

/** The code on the cart and what it gives. */
export class CartCodeDto {
  @ApiProperty({ example: 'DIWALI10' })
  code!: string;

  @ApiProperty({ enum: DISCOUNT_TYPES, enumName: 'DiscountType' })
  type!: DiscountType;

  @ApiProperty({ example: 150, description: 'What it takes off the items, in rupees (0 for FREE_DELIVERY)' })
  discount!: number;

  @ApiProperty({ description: 'Whether it waives the delivery charge (known at checkout, from the address)' })
  freeDelivery!: boolean;
}

/** The cart with its sums (docs/product.md §10), worked out in paise and given in rupees. */
@ApiExtraModels(CartCodeDto)
export class CartDto {
  @ApiProperty({ type: [CartItemDto], description: 'Oldest line first' })
  items!: CartItemDto[];

  @ApiProperty({ example: 3, description: 'Units in the cart' })
  itemCount!: number;

  @ApiProperty({ example: 11998, description: 'Σ list price (MRP) × quantity, in rupees' })
  subtotal!: number;

  @ApiProperty({ example: 2000, description: 'What the discounts take off the subtotal, in rupees' })
  discount!: number;

  @ApiProperty({ example: 0, description: 'Always 0 (docs/product.md §9)' })
  tax!: number;

  @ApiProperty({
    oneOf: [{ $ref: getSchemaPath(CartCodeDto) }, { type: 'null' }],
    description: 'The discount code applied, if any',
  })
  code!: CartCodeDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Code DIWALI10 was removed: This code needs an order of at least ₹999.00',
    description: 'Why the code the cart held was just removed, once',
  })
  codeMessage!: string | null;

  @ApiProperty({
    example: 9848,
    description: "subtotal − discount − the code's discount + tax: what the items will cost, in rupees",
  })
  total!: number;

  static of(lines: CartLineRow[], quote?: CartCodeQuote, codeMessage: string | null = null): CartDto {
    let subtotal = 0;
    let total = 0;
    let itemCount = 0;
    for (const line of lines) {
      subtotal += line.originalPricePaise * line.quantity;
      total += chargedPaise(line) * line.quantity;
      itemCount += line.quantity;
    }
    return {
      items: lines.map(CartItemDto.of),
      itemCount,
      subtotal: paiseToRupees(subtotal),
      discount: paiseToRupees(subtotal - total),
      tax: 0,
      code: quote
        ? {
            code: quote.code,
            type: quote.type,
            discount: paiseToRupees(quote.discountPaise),
            freeDelivery: quote.freeDelivery,
          }
        : null,
      codeMessage,
      total: paiseToRupees(total - (quote?.discountPaise ?? 0)),
    };
  }
}
