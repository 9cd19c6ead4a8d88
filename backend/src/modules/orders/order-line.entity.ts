import { BigIntType, Check, Entity, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { MAX_COLOR_LENGTH, MAX_PRODUCT_NAME_LENGTH, MAX_SIZE_LENGTH } from '@satchel/shared';
import { Upload } from '../media/upload.entity';
import { ProductVariant } from '../products/product-variant.entity';
import { Product } from '../products/product.entity';
import { Order } from './order.entity';

/** One line of a placed order: a copy of what was bought, at the price it was bought for. */
@Entity({ tableName: 'order_lines' })
@Check({
  name: 'order_lines_tax_check',
  expression:
    'taxable_paise + cgst_paise + sgst_paise + igst_paise = unit_price_paise::bigint * quantity - code_discount_paise',
})
@Check({ name: 'order_lines_quantity_check', expression: '"quantity" >= 1' })
export class OrderLine {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Order, { deleteRule: 'cascade', index: true })
  order!: Rel<Order>;

  /** The product and variant while they exist; the copied fields below are what the order shows. */
  @ManyToOne(() => Product, { nullable: true, deleteRule: 'set null', index: true })
  product!: Rel<Product> | null;

  @ManyToOne(() => ProductVariant, { nullable: true, deleteRule: 'set null', index: true })
  variant!: Rel<ProductVariant> | null;

  @Property({ type: 'string', length: MAX_PRODUCT_NAME_LENGTH })
  productName!: string;

  @Property({ type: 'string', length: MAX_SIZE_LENGTH })
  size!: string;

  @Property({ type: 'string', length: MAX_COLOR_LENGTH })
  color!: string;

  /** The product's first picture at placement; kept even if the product is deleted later. */
  @ManyToOne(() => Upload, { nullable: true, deleteRule: 'set null', index: true })
  image!: Rel<Upload> | null;

  @Property({ type: 'integer' })
  originalPricePaise!: number;

  /** What one unit was charged (the discounted price when there was one). */
  @Property({ type: 'integer' })
  unitPricePaise!: number;

  @Property({ type: 'integer' })
  quantity!: number;

  // The tax in the line's amount (unit price × quantity) as placed (docs/product.md §17): null
  // rate and zero tax when the seller did not charge GST. taxable + CGST + SGST + IGST = amount.
  @Property({ type: 'string', length: 8, nullable: true })
  hsnCode: string | null = null;

  @Property({ type: 'integer', nullable: true })
  gstRateBp: number | null = null;

  @Property({ type: new BigIntType('number'), default: 0 })
  taxablePaise: number = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  cgstPaise: number = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  sgstPaise: number = 0;

  @Property({ type: new BigIntType('number'), default: 0 })
  igstPaise: number = 0;

  /** This line's share of the order's code discount (decision 14); its tax is on the amount after it. */
  @Property({ type: new BigIntType('number'), default: 0 })
  codeDiscountPaise: number = 0;
}
