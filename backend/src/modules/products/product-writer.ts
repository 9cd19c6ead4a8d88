import { variantHex } from '@satchel/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { chargedPaise } from './pricing';
import { ProductVariant } from './product-variant.entity';
import { Product } from './product.entity';

/**
 * What a product's writers (the product form and the CSV import) share, so a product is written
 * one way whichever wrote it: its sizes, its list price, and finding it by name.
 */

/** A size as a writer gives it: prices in paise, the swatch as typed (or none). */
export interface SizeFields {
  size: string;
  color: string;
  colorHex?: string | null;
  stock: number;
  originalPricePaise: number;
  discountPricePaise: number | null;
}

/**
 * Sets the product's sizes to `sizes`, in that order: each is an existing size of the product
 * (`kept`, updated in place, so its id and version carry on) or a new one; sizes left out are
 * removed. The list price (what listings sort and filter by) follows the first size.
 */
export function setSizes(
  em: EntityManager,
  product: Product,
  sizes: { fields: SizeFields; kept?: ProductVariant }[],
): void {
  product.variants.set(
    sizes.map(({ fields, kept }, position) => {
      const variant =
        kept ??
        em.create(ProductVariant, {
          product,
          size: fields.size,
          color: fields.color,
          stock: fields.stock,
          originalPricePaise: 0,
        });
      return Object.assign(variant, {
        position,
        size: fields.size,
        color: fields.color,
        colorHexCode: variantHex(fields.color, fields.colorHex),
        stock: fields.stock,
        originalPricePaise: fields.originalPricePaise,
        discountPricePaise: fields.discountPricePaise,
      });
    }),
  );
  product.listPricePaise = chargedPaise(product.variants[0]);
}

/**
 * The id of the product with this name, in any case (names are unique regardless of case: the
 * products_name_lower_unique index serves this). With `lock`, its row is held until the
 * transaction ends.
 */
export async function productIdByName(
  em: EntityManager,
  name: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<number | undefined> {
  const [row] = await em.execute<{ id: number }[]>(
    `select id from products where lower(name) = lower(?)${lock ? ' for update' : ''}`,
    [name],
  );
  return row?.id;
}
