import { MAX_SIZE_LENGTH, PRODUCT_MESSAGES } from '@satchel/shared';
import { CATALOGUE_CSV_COLUMNS, CatalogueCsvRow } from './catalogue-csv';
import { readCatalogueCsv } from './catalogue-import';

/** A file of one row: a valid variant with `cells` in place of its own. */
const fileOf = (cells: Partial<CatalogueCsvRow>) => {
  const row: CatalogueCsvRow = {
    ...Object.fromEntries(CATALOGUE_CSV_COLUMNS.map((column) => [column, ''])),
    product_name: 'Import Tote',
    category_path: 'Bags',
    size: 'M',
    color: 'Tan',
    stock: '5',
    original_price: '999',
    ...cells,
  } as CatalogueCsvRow;
  const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
  return `${CATALOGUE_CSV_COLUMNS.join(',')}\n${CATALOGUE_CSV_COLUMNS.map((column) => quoted(row[column])).join(',')}\n`;
};

describe('reading a catalogue file: text limits', () => {
  it('counts characters as the product form and the columns do (code points)', () => {
    // 20 characters, 40 UTF-16 units: the form takes it, and so does the import.
    const bags = readCatalogueCsv(fileOf({ size: '\u{1F45C}'.repeat(MAX_SIZE_LENGTH) }));
    expect(bags.problems).toEqual([]);
    expect(bags.products[0].variants[0].size).toBe('\u{1F45C}'.repeat(MAX_SIZE_LENGTH));
    // 21 characters to PostgreSQL, though validator.js would count 11.
    const padded = readCatalogueCsv(fileOf({ size: 'S\uFE0F'.repeat(10) + 'M' }));
    expect(padded.problems).toEqual([{ row: 2, column: 'size', message: PRODUCT_MESSAGES.sizeTooLong }]);
  });
});
