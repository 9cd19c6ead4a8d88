import { parse } from 'csv-parse/sync';
import {
  charCount,
  CATEGORY_MESSAGES,
  categoryName,
  CATEGORY_NAME,
  COLOR,
  GST_MESSAGES,
  HSN_CODE,
  isGstRate,
  rateToBasisPoints,
  HEX_COLOR,
  MAX_CATEGORY_DEPTH,
  MAX_CATEGORY_NAME_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_ID,
  MAX_PRODUCT_NAME_LENGTH,
  MAX_RUPEES,
  MAX_SIZE_LENGTH,
  MAX_STOCK,
  MAX_VARIANTS,
  PRODUCT_MESSAGES,
  PRODUCT_NAME_CHARACTERS,
  rupeesToPaise,
} from '@satchel/shared';
import { CATALOGUE_CSV_COLUMNS, CatalogueCsvRow, CATEGORY_PATH_SEPARATOR, unsafeCell } from './catalogue-csv';
import { variantKey } from './product-variant.entity';

/** Columns a file may leave out; `images` (and any unknown column) is ignored: pictures stay as they are. */
const OPTIONAL_COLUMNS: readonly string[] = ['images', 'color_hex', 'sold_at_export', 'hsn_code', 'gst_rate'];
/** Columns an import needs. */
const REQUIRED_COLUMNS = CATALOGUE_CSV_COLUMNS.filter((column) => !OPTIONAL_COLUMNS.includes(column));
const PRICE = /^\d+(\.\d{1,2})?$/;
/** The most problems a dry run lists. */
export const MAX_PROBLEMS = 1000;
const WHOLE = /^\d+$/;

export const IMPORT_MESSAGES = {
  notCsv: (reason: string) => `The file is not readable CSV: ${reason}`,
  missingColumn: (column: string) => `The header has no ${column} column.`,
  bestSellerFormat: 'is_best_seller must be true or false.',
  productRowsDisagree: (column: string) => `Every row of one product must have the same ${column}.`,
  noRows: 'The file has no products.',
  soldFormat: 'sold_at_export must be a whole number of 0 or more, as the export wrote it.',
  categoryElsewhere: (name: string, parent: string | null) =>
    `A category named "${name}" already exists ${parent === null ? 'at the top of the tree' : `under "${parent}"`}.`,
  /** A product the job could not write: a value the database refused. */
  notWritten: 'The database refused a value of this product.',
  hasProblems: 'The file has problems: check it and correct them first.',
} as const;

/** A problem with one cell (or the whole file: row 1 is the header), as the admin sees it before importing. */
export interface ImportProblem {
  /** The row as a spreadsheet numbers it: the header is 1, the first product row 2. */
  row: number;
  column: string;
  message: string;
}

export interface ImportedVariant {
  size: string;
  color: string;
  colorHex?: string;
  stock: number;
  /**
   * The units sold the export wrote beside `stock`, when the file has it: the import then takes
   * off what sold since (importedStock).
   */
  soldAtExport?: number;
  originalPricePaise: number;
  discountPricePaise: number | null;
}

/** A product as its rows describe it, keyed by its name in lower case (names are unique in any case). */
export interface ImportedProduct {
  name: string;
  categoryPath: string[];
  description: string;
  isBestSeller: boolean;
  /** Its own HSN code and GST rate; null for none (its category's); undefined when the file has no such column (kept as it is). */
  hsnCode?: string | null;
  gstRateBp?: number | null;
  variants: ImportedVariant[];
  rows: number[];
}

/**
 * Reads a catalogue CSV (csv-parse) and checks every cell with the product form's own rules and
 * messages, so nothing is written from a file with a problem in it.
 */
export function readCatalogueCsv(text: string): { products: ImportedProduct[]; problems: ImportProblem[] } {
  let records: Record<string, string>[];
  // Each record's row as a spreadsheet shows the file: the header, then a row per record and per
  // empty line (a cell over several lines is still one row).
  const rowOf: number[] = [];
  try {
    records = parse(text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
      on_record: (record: Record<string, string>, { records: count, empty_lines }) => {
        rowOf.push(count + empty_lines + 1);
        for (const column in record) record[column] = unsafeCell(record[column]);
        return record;
      },
    });
  } catch (error) {
    const { message, lines } = error as Error & { lines?: number };
    return { products: [], problems: [{ row: lines ?? 1, column: '', message: IMPORT_MESSAGES.notCsv(message) }] };
  }
  const problems: ImportProblem[] = [];
  const header = Object.keys(records[0] ?? {});
  const missing = records.length ? REQUIRED_COLUMNS.filter((column) => !header.includes(column)) : [];
  if (missing.length) {
    return {
      products: [],
      problems: missing.map((column) => ({ row: 1, column, message: IMPORT_MESSAGES.missingColumn(column) })),
    };
  }
  if (!records.length) return { products: [], problems: [{ row: 1, column: '', message: IMPORT_MESSAGES.noRows }] };

  const products = new Map<string, ImportedProduct>();
  records.forEach((record, index) => {
    // A file that is wrong throughout gets the first MAX_PROBLEMS, not millions.
    if (problems.length >= MAX_PROBLEMS) return;
    const row = rowOf[index];
    const problemsBefore = problems.length;
    const cell = record as Partial<CatalogueCsvRow>;
    const problem = (column: keyof CatalogueCsvRow, message: string) => problems.push({ row, column, message });
    const name = cell.product_name ?? '';
    if (!name) problem('product_name', PRODUCT_MESSAGES.nameRequired);
    else if (charCount(name) > MAX_PRODUCT_NAME_LENGTH) problem('product_name', PRODUCT_MESSAGES.nameTooLong);
    else if (!PRODUCT_NAME_CHARACTERS.test(name)) problem('product_name', PRODUCT_MESSAGES.nameCharacters);
    const categoryPath = (cell.category_path ?? '').split(CATEGORY_PATH_SEPARATOR.trim()).map(categoryName);
    if (categoryPath.some((part) => !part)) problem('category_path', PRODUCT_MESSAGES.categoryRequired);
    else if (categoryPath.length > MAX_CATEGORY_DEPTH) problem('category_path', CATEGORY_MESSAGES.tooDeep);
    else if (categoryPath.some((part) => charCount(part) > MAX_CATEGORY_NAME_LENGTH)) {
      problem('category_path', CATEGORY_MESSAGES.nameTooLong);
    } else if (categoryPath.some((part) => !CATEGORY_NAME.test(part))) {
      // As the category form: a name with '/', '?' or '#' would make an address that leads nowhere.
      problem('category_path', CATEGORY_MESSAGES.nameCharacters);
    }
    const description = cell.description ?? '';
    if (charCount(description) > MAX_DESCRIPTION_LENGTH) problem('description', PRODUCT_MESSAGES.descriptionTooLong);
    const bestSeller = (cell.is_best_seller ?? '').toLowerCase();
    if (!['', 'true', 'false'].includes(bestSeller)) problem('is_best_seller', IMPORT_MESSAGES.bestSellerFormat);
    const hsnCode = cell.hsn_code === undefined ? undefined : cell.hsn_code || null;
    if (hsnCode && !HSN_CODE.test(hsnCode)) problem('hsn_code', GST_MESSAGES.hsnFormat);
    const rateText = cell.gst_rate;
    const gstRate = rateText === undefined ? undefined : rateText === '' ? null : Number(rateText);
    if (typeof gstRate === 'number' && (!PRICE.test(rateText!) || !isGstRate(gstRate))) {
      problem('gst_rate', GST_MESSAGES.rateRange);
    }
    const gstRateBp = typeof gstRate === 'number' ? rateToBasisPoints(gstRate) : gstRate;

    const size = cell.size ?? '';
    if (!size) problem('size', PRODUCT_MESSAGES.sizeRequired);
    else if (charCount(size) > MAX_SIZE_LENGTH) problem('size', PRODUCT_MESSAGES.sizeTooLong);
    const color = cell.color ?? '';
    if (!color) problem('color', PRODUCT_MESSAGES.colorRequired);
    else if (!COLOR.test(color)) problem('color', PRODUCT_MESSAGES.colorFormat);
    const colorHex = cell.color_hex || undefined;
    if (colorHex && !HEX_COLOR.test(colorHex)) problem('color_hex', PRODUCT_MESSAGES.hexFormat);
    const stockText = cell.stock ?? '';
    const stock = Number(stockText);
    if (!WHOLE.test(stockText)) problem('stock', PRODUCT_MESSAGES.stockFormat);
    else if (stock > MAX_STOCK) problem('stock', PRODUCT_MESSAGES.stockTooLarge);
    const soldText = cell.sold_at_export ?? '';
    if (soldText && (!WHOLE.test(soldText) || Number(soldText) > MAX_ID)) {
      problem('sold_at_export', IMPORT_MESSAGES.soldFormat);
    }
    const original = price(cell.original_price ?? '', 'original_price', true);
    const discount = price(cell.discount_price ?? '', 'discount_price', false);
    if (typeof original === 'number' && typeof discount === 'number' && discount > original) {
      problem('discount_price', PRODUCT_MESSAGES.discountAboveOriginal);
    }
    if (problems.length > problemsBefore) return;

    const key = name.toLowerCase();
    const variant: ImportedVariant = {
      size,
      color,
      colorHex,
      stock,
      soldAtExport: soldText ? Number(soldText) : undefined,
      originalPricePaise: original!,
      discountPricePaise: discount ?? null,
    };
    const known = products.get(key);
    if (!known) {
      products.set(key, {
        name,
        categoryPath,
        description,
        isBestSeller: bestSeller === 'true',
        hsnCode,
        gstRateBp,
        variants: [variant],
        rows: [row],
      });
      return;
    }
    if (known.categoryPath.join('\n') !== categoryPath.join('\n')) {
      problem('category_path', IMPORT_MESSAGES.productRowsDisagree('category_path'));
    } else if (known.description !== description) {
      problem('description', IMPORT_MESSAGES.productRowsDisagree('description'));
    } else if (known.isBestSeller !== (bestSeller === 'true')) {
      problem('is_best_seller', IMPORT_MESSAGES.productRowsDisagree('is_best_seller'));
    } else if (known.hsnCode !== hsnCode) {
      problem('hsn_code', IMPORT_MESSAGES.productRowsDisagree('hsn_code'));
    } else if (known.gstRateBp !== gstRateBp) {
      problem('gst_rate', IMPORT_MESSAGES.productRowsDisagree('gst_rate'));
    } else if (known.variants.some((v) => variantKey(v) === variantKey(variant))) {
      problem('size', PRODUCT_MESSAGES.duplicateVariant);
    } else if (known.variants.length >= MAX_VARIANTS) {
      problem('size', PRODUCT_MESSAGES.variantsTooMany);
    } else {
      known.variants.push(variant);
      known.rows.push(row);
    }

    /** Paise from a price cell; undefined when it has a problem, null when an optional one is empty. */
    function price(
      text: string,
      column: 'original_price' | 'discount_price',
      required: boolean,
    ): number | null | undefined {
      if (!text) {
        if (required) problem(column, PRODUCT_MESSAGES.originalPriceRequired);
        return required ? undefined : null;
      }
      if (!PRICE.test(text)) return void problem(column, PRODUCT_MESSAGES.priceFormat);
      if (Number(text) > MAX_RUPEES) return void problem(column, PRODUCT_MESSAGES.priceTooLarge);
      const paise = rupeesToPaise(Number(text));
      // As in the product form: an original price is at least ₹0.01, and a discount of 0 is none.
      if (paise === 0) return required ? void problem(column, PRODUCT_MESSAGES.originalPriceRequired) : null;
      return paise;
    }
  });
  return { products: [...products.values()], problems };
}
