import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { CATEGORY_MESSAGES, MAX_CATEGORY_DEPTH, MAX_VARIANTS, PRODUCT_MESSAGES } from '@satchel/shared';
import {
  ADMIN,
  adminToken,
  createCategory,
  createProduct,
  CSV_HEADER_BY_HAND,
  customerToken,
  insertProducts,
} from '../../../test/catalogue';
import { createTestApp, TestApp } from '../../../test/test-app';
import { CATALOGUE_CSV_COLUMNS, CatalogueCsvRow } from './catalogue-csv';
import { IMPORT_MESSAGES } from './catalogue-import';

describe('the catalogue as CSV', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false' });
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  const exportCsv = () => t.http.get('/api/admin/products/export').set('Authorization', `Bearer ${admin}`);
  const rowsOf = (csv: string) => parse(csv, { columns: true, bom: true }) as CatalogueCsvRow[];

  it('exports one row per size with the documented columns, prices in rupees and category paths', async () => {
    const bags = await createCategory(t, admin, 'Bags');
    const totes = await createCategory(t, admin, 'Totes', bags.id);
    const tote = await createProduct(
      t,
      admin,
      {
        productName: 'Tote, "the big one"',
        categoryId: totes.id,
        description: '<p>Soft leather,\nbrass fittings</p>',
        productVariants: [
          { size: 'M', color: 'Tan', stock: 5, originalPrice: 5999, discountPrice: 4999.5 },
          { size: 'L', color: 'Black', stock: 0, originalPrice: 6499, discountPrice: null },
        ],
      },
      2,
    );

    const response = await exportCsv().expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    // The byte order mark first, for Excel.
    expect(response.text.split('\n')[0]).toBe(`\uFEFF${CATALOGUE_CSV_COLUMNS.join(',')}`);
    const rows = rowsOf(response.text);
    const images = tote.images.map((image) => image.url.replace('/uploads/', '')).join('|');
    expect(rows).toEqual([
      {
        product_name: 'Tote, "the big one"',
        category_path: 'Bags > Totes',
        description: '<p>Soft leather,\nbrass fittings</p>',
        is_best_seller: 'false',
        // Its category's HSN code and rate: none of its own.
        hsn_code: '',
        gst_rate: '',
        size: 'M',
        color: 'Tan',
        color_hex: expect.stringMatching(/^#[0-9a-f]{6}$/i),
        stock: '5',
        sold_at_export: '0',
        original_price: '5999.00',
        discount_price: '4999.50',
        images,
      },
      expect.objectContaining({ size: 'L', color: 'Black', stock: '0', original_price: '6499.00', discount_price: '' }),
    ]);
  });

  it('is for admins only', async () => {
    await t.http.get('/api/admin/products/export').expect(401);
    const customer = await customerToken(t, 'meera');
    await t.http.get('/api/admin/products/export').set('Authorization', `Bearer ${customer}`).expect(403);
  });

  const check = (csv: string | Buffer, name = 'catalogue.csv') =>
    t.http
      .post('/api/admin/products/import/check')
      .set('Authorization', `Bearer ${admin}`)
      .attach('file', Buffer.from(csv), name);

  it('checks its own export without a problem, as updates of what is there', async () => {
    const csv = (await exportCsv().expect(200)).text;
    const result = await check(csv).expect(200);
    expect(result.body).toEqual({
      products: 1,
      variants: 2,
      newProducts: 0,
      // Its own export changes nothing.
      updatedProducts: 0,
      unchangedProducts: 1,
      newCategories: [],
      problems: [],
    });
  });

  it('finds every problem by row and column, with the product form’s messages, and writes nothing', async () => {
    const header = CSV_HEADER_BY_HAND;
    const csv = [
      header,
      'Clutch,Bags > Evening,,false,S,Gold,,3,2499,1999,',
      'Clutch,Bags > Evening,,false,M,Gold,,2,2599,,',
      ',Bags,,false,M,Tan,,1,100,,',
      'Belt,Accessories,,maybe,32,Brown,,-1,abc,,',
      // A description over two lines is one row in a spreadsheet, and so is an empty line.
      'Wallet,Accessories,"Slim,\nbifold",false,One Size,Tan,,4,1000,1200,',
      '',
      'Clutch,Shoes,,false,L,Gold,,1,2699,,',
      'Scarf,Accessories,,false,S,Red,,1,0.00,,',
      'Cap,Accessories,,false,S,Red,,1,500,0,',
      // Evening is new, made under Bags by this file: it cannot be placed under Accessories too.
      'Purse,Accessories > Evening,,false,S,Gold,,1,500,,',
      // A category name the category form refuses: its address would lead nowhere.
      'Pouch,Bags > Totes/Mini,,false,S,Red,,1,50,,',
      // One size more than a product may have.
      ...Array.from({ length: MAX_VARIANTS + 1 }, (_, i) => `Charm,Accessories,,false,${i + 1},Red,,1,50,,`),
    ].join('\n');
    const before = (await exportCsv().expect(200)).text;
    const result = await check(csv).expect(200);
    expect(result.body.problems).toEqual([
      { row: 4, column: 'product_name', message: 'Please fill Product Name' },
      { row: 5, column: 'is_best_seller', message: 'is_best_seller must be true or false.' },
      { row: 5, column: 'stock', message: 'Stock must be a whole number of 0 or more.' },
      { row: 5, column: 'original_price', message: 'Prices must be amounts in rupees with at most 2 decimals.' },
      { row: 6, column: 'discount_price', message: 'Discount Price cannot be greater than Original Price' },
      { row: 8, column: 'category_path', message: 'Every row of one product must have the same category_path.' },
      // As the form: an original price of at least ₹0.01; a discount of 0 is no discount.
      { row: 9, column: 'original_price', message: 'Original Price is required.' },
      { row: 11, column: 'category_path', message: IMPORT_MESSAGES.categoryElsewhere('Evening', 'Bags') },
      { row: 12, column: 'category_path', message: CATEGORY_MESSAGES.nameCharacters },
      { row: 13 + MAX_VARIANTS, column: 'size', message: PRODUCT_MESSAGES.variantsTooMany },
    ]);
    expect(result.body).toMatchObject({ products: 4, variants: 4 + MAX_VARIANTS, newProducts: 4 });
    expect(result.body.newCategories).toEqual(['Bags > Evening', 'Accessories']);
    expect((await exportCsv().expect(200)).text).toBe(before);
  });

  it(`refuses a category path deeper than ${MAX_CATEGORY_DEPTH} levels (2,500 as well) and takes names in Hindi`, async () => {
    const path = (levels: number) => Array.from({ length: levels }, (_, i) => `Level ${i + 1}`).join(' > ');
    const csv = [
      CSV_HEADER_BY_HAND,
      `Deep,${path(MAX_CATEGORY_DEPTH + 1)},,false,S,Red,,1,50,,`,
      `Deeper,${path(2_500)},,false,S,Red,,1,50,,`,
      `Deep enough,${path(MAX_CATEGORY_DEPTH)},,false,S,Red,,1,50,,`,
      'Potli,हैंडबैग > बटुआ,,false,S,Red,,1,50,,',
    ].join('\n');
    const result = await check(csv).expect(200);
    expect(result.body.problems).toEqual([
      { row: 2, column: 'category_path', message: CATEGORY_MESSAGES.tooDeep },
      { row: 3, column: 'category_path', message: CATEGORY_MESSAGES.tooDeep },
    ]);
    await t.http
      .post('/api/admin/products/import')
      .set('Authorization', `Bearer ${admin}`)
      .attach('file', Buffer.from(csv), 'catalogue.csv')
      .expect(400);
  });

  it('says what is wrong with a file that is not the catalogue’s CSV', async () => {
    const noPrices = await check('product_name,category_path,size,color,stock\nTote,Bags,M,Tan,1\n').expect(200);
    expect(noPrices.body.problems).toEqual([
      { row: 1, column: 'description', message: 'The header has no description column.' },
      { row: 1, column: 'is_best_seller', message: 'The header has no is_best_seller column.' },
      { row: 1, column: 'original_price', message: 'The header has no original_price column.' },
      { row: 1, column: 'discount_price', message: 'The header has no discount_price column.' },
    ]);
    // sold_at_export is the export's to write: a count, else the import could not take off sales.
    const soldRow = Object.fromEntries(CATALOGUE_CSV_COLUMNS.map((column) => [column, '']));
    const sold = await check(
      stringify(
        [
          {
            ...soldRow,
            product_name: 'Tote',
            category_path: 'Bags',
            size: 'M',
            color: 'Tan',
            stock: '1',
            original_price: '100',
            sold_at_export: 'two',
          },
        ],
        { header: true, columns: [...CATALOGUE_CSV_COLUMNS] },
      ),
    ).expect(200);
    expect(sold.body.problems).toEqual([{ row: 2, column: 'sold_at_export', message: IMPORT_MESSAGES.soldFormat }]);
    const broken = await check('product_name,size\n"Tote,M\n').expect(200);
    expect(broken.body.problems).toEqual([
      { row: expect.any(Number), column: '', message: expect.stringMatching(/^The file is not readable CSV: /) },
    ]);
    const binary = await check(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00]), 'logo.png').expect(400);
    expect(binary.body.message).toBe('The file is not UTF-8 text: save it as CSV (UTF-8) and try again.');
    // Valid UTF-8, but with a NUL in a name: not text either, and said so rather than failing later.
    const header = CSV_HEADER_BY_HAND;
    const nul = await check(`${header}\nTo\u0000te,Bags,,false,M,Tan,,1,100,,\n`).expect(400);
    expect(nul.body.message).toBe('The file is not UTF-8 text: save it as CSV (UTF-8) and try again.');
    const none = await t.http
      .post('/api/admin/products/import/check')
      .set('Authorization', `Bearer ${admin}`)
      .field('note', 'no file')
      .expect(400);
    expect(none.body.message).toBe('Choose a CSV file to import.');
  });

  it('streams a large catalogue in batches, every size once, in product order', async () => {
    const bulk = await createCategory(t, admin, 'Bulk');
    await insertProducts(t, bulk.id, 10_000);
    const response = await exportCsv().expect(200);
    // Streamed: no length known ahead.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const rows = rowsOf(response.text);
    expect(rows).toHaveLength(2 + 20_000);
    const bulkRows = rows.filter((row) => row.category_path === 'Bulk');
    expect(new Set(bulkRows.map((row) => `${row.product_name}/${row.size}`)).size).toBe(20_000);
    expect(bulkRows[0]).toMatchObject({ product_name: 'Bulk 1', size: 'M', original_price: '1501.00' });
  }, 120_000);
});
