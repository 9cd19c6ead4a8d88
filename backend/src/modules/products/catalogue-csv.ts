import type { EntityManager } from '@mikro-orm/postgresql';
import { basisPointsToRate, type CategoryNode, categoryPaths, paiseToDecimal } from '@satchel/shared';

/**
 * The catalogue as CSV: one row per size, the product's own fields repeated on each of its rows.
 * README's "Catalogue CSV" documents the columns; export writes them in this order.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'product_name',
  'category_path',
  'description',
  'is_best_seller',
  'hsn_code',
  'gst_rate',
  'size',
  'color',
  'color_hex',
  'stock',
  'sold_at_export',
  'original_price',
  'discount_price',
  'images',
] as const;

export type CatalogueCsvRow = Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>;

/** Between the names of a category path: 'Bags > Totes'. */
export const CATEGORY_PATH_SEPARATOR = ' > ';
/** Between a product's image file names. */
export const IMAGE_SEPARATOR = '|';

/** A size as the export query reads it. */
export interface ExportedVariant {
  name: string;
  categoryId: number;
  description: string;
  isBestSeller: boolean;
  hsnCode: string | null;
  gstRateBp: number | null;
  size: string;
  color: string;
  colorHexCode: string;
  stock: number;
  /** Units in orders not cancelled (SOLD_SQL), read with the stock. */
  sold: number;
  originalPricePaise: number;
  discountPricePaise: number | null;
  images: string[];
}

/**
 * Units of a size (`v`) in orders that are not cancelled: what has left or is leaving its stock.
 * Checkout and cancellation move stock and change this in one transaction, under the size's lock.
 */
export const SOLD_SQL = `(select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
                           where l.variant_id = v.id and o.delivery_status <> 'CANCELED')`;

/**
 * A cell a spreadsheet would run as a formula (CSV injection): it starts with = + - @, a tab or a
 * carriage return, after any apostrophes.
 */
const FORMULA = /^'*[=+\-@\t\r]/;

/** A cell as exported: an apostrophe before a would-be formula makes a spreadsheet show it as text. */
export const safeCell = (value: string): string => (FORMULA.test(value) ? `'${value}` : value);

/** A cell as imported: the apostrophe safeCell put there taken off again, so a round trip gives the same text. */
export const unsafeCell = (value: string): string =>
  value.startsWith("'") && FORMULA.test(value) ? value.slice(1) : value;

/** The CSV row of one size; prices in rupees with two decimals, an empty discount for none. */
export function exportRow(variant: ExportedVariant, categoryPath: string): CatalogueCsvRow {
  const row: CatalogueCsvRow = {
    product_name: variant.name,
    category_path: categoryPath,
    description: variant.description,
    is_best_seller: variant.isBestSeller ? 'true' : 'false',
    // Empty: the product takes its category's.
    hsn_code: variant.hsnCode ?? '',
    gst_rate: variant.gstRateBp === null ? '' : String(basisPointsToRate(variant.gstRateBp)),
    size: variant.size,
    color: variant.color,
    color_hex: variant.colorHexCode,
    stock: String(variant.stock),
    // With it, an import takes off what sells between the export and the import (importedStock).
    sold_at_export: String(variant.sold),
    original_price: paiseToDecimal(variant.originalPricePaise),
    discount_price: variant.discountPricePaise === null ? '' : paiseToDecimal(variant.discountPricePaise),
    images: variant.images.join(IMAGE_SEPARATOR),
  };
  for (const column of CATALOGUE_CSV_COLUMNS) row[column] = safeCell(row[column]);
  return row;
}

/** Every category's path (categoryPaths), read in one query. */
export async function loadCategoryPaths(em: EntityManager): Promise<Map<number, string>> {
  return categoryPaths(
    await em.execute<CategoryNode[]>(`select id, name, parent_id as "parentId" from categories`),
    CATEGORY_PATH_SEPARATOR,
  );
}
