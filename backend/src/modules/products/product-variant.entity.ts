import { MAX_COLOR_LENGTH, MAX_SIZE_LENGTH } from '@satchel/shared';
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CatalogueContent } from '../../infra/cache/catalogue-cache';
import { Product } from './product.entity';
import { Audited } from '../audit/audited';

/** Refuses stock below zero: checkout's last line of defence against overselling. */
export const STOCK_CHECK = 'product_variants_stock_check';

/** What tells a product's variants apart: size and colour, in any case ('M'/'Tan' is 'm'/'tan'). */
export function variantKey(variant: { size: string; color: string }): string {
  return `${variant.size.toLowerCase()}\u0000${variant.color.toLowerCase()}`;
}

/** One size and colour of a product, with its own stock and prices (integer paise, docs/product.md §10). */
@Audited({ entity: 'product', partOf: { relation: 'product', prefix: 'variants' } })
@Entity({ tableName: 'product_variants' })
@CatalogueContent()
// The listing's size filter: one size however it is typed (sizeKey in @satchel/shared).
@Index({
  name: 'product_variants_size_idx',
  expression: 'create index "product_variants_size_idx" on "product_variants" (lower("size"), "product_id")',
})
@Check({ name: STOCK_CHECK, expression: '"stock" >= 0' })
@Check({ name: 'product_variants_original_price_check', expression: '"original_price_paise" >= 0' })
@Check({
  name: 'product_variants_discount_price_check',
  expression:
    '"discount_price_paise" is null or ("discount_price_paise" > 0 and "discount_price_paise" <= "original_price_paise")',
})
export class ProductVariant {
  [OptionalProps]?: 'colorHexCode' | 'discountPricePaise' | 'position' | 'version';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Product, { deleteRule: 'cascade', index: true })
  product!: Rel<Product>;

  @Property({ type: 'smallint' })
  position: number = 0;

  @Property({ type: 'string', length: MAX_SIZE_LENGTH })
  size!: string;

  @Property({ type: 'string', length: MAX_COLOR_LENGTH })
  color!: string;

  /** The swatch: a hex typed as the colour, the admin's choice, or the colour name's (variantHex). */
  @Property({ type: 'string', length: 7 })
  colorHexCode!: string;

  @Property({ type: 'integer' })
  stock!: number;

  /**
   * Moves on with every change, stock included: checkout and cancellation bump it in their SQL, so
   * an admin form holding an older stock figure cannot write it back over a sale.
   */
  @Property({ type: 'integer', version: true })
  version!: number;

  /** The list price (MRP). */
  @Property({ type: 'integer' })
  originalPricePaise!: number;

  /** The selling price when discounted; null when sold at the list price. */
  @Property({ type: 'integer', nullable: true })
  discountPricePaise: number | null = null;
}
