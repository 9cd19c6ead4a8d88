import { MikroORM } from '@mikro-orm/core';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ADMIN, adminToken, createCategory, createProduct, CSV_HEADER_BY_HAND } from '../../../test/catalogue';
import { as, customer } from '../../../test/shopping';
import { createTestApp, eventually, TestApp, untilCached } from '../../../test/test-app';
import { CATALOGUE_CSV_COLUMNS, CatalogueCsvRow } from './catalogue-csv';
import { IMPORT_MESSAGES } from './catalogue-import';
import { GST_MESSAGES } from '@satchel/shared';
import { DEFAULT_MAX_ATTEMPTS, JobRegistry } from '../../infra/jobs/job-registry';
import { CATALOGUE_IMPORT_JOB, CatalogueImportJob } from './catalogue-import.job';

const HEADER = CSV_HEADER_BY_HAND;

/** Talks to one test app as its admin: export, dry run, import, and the import's progress. */
function backOffice(t: TestApp, admin: string) {
  const auth = { Authorization: `Bearer ${admin}` };
  return {
    exportCsv: async () => (await t.http.get('/api/admin/products/export').set(auth).expect(200)).text,
    start: (csv: string) =>
      t.http.post('/api/admin/products/import').set(auth).attach('file', Buffer.from(csv), 'c.csv'),
    check: async (csv: string) =>
      (await t.http.post('/api/admin/products/import/check').set(auth).attach('file', Buffer.from(csv), 'c.csv')).body,
    progress: async (id: number) => (await t.http.get(`/api/admin/products/imports/${id}`).set(auth).expect(200)).body,
    /** Starts an import and waits until its job has tried every product. */
    async importCsv(csv: string) {
      const started = await this.start(csv).expect(202);
      return eventually(async () => {
        const job = await this.progress(started.body.id);
        return job.status === 'done' ? job : undefined;
      }, 60_000);
    },
  };
}

const rowsOf = (csv: string) => parse(csv, { columns: true, bom: true }) as CatalogueCsvRow[];
const withoutImages = (rows: CatalogueCsvRow[]) => rows.map((row) => ({ ...row, images: '' }));

describe('catalogue CSV import', () => {
  let shop: TestApp;
  let admin: string;
  let office: ReturnType<typeof backOffice>;
  let original: string;

  beforeAll(async () => {
    shop = await createTestApp({ ...ADMIN });
    admin = await adminToken(shop);
    office = backOffice(shop, admin);
    const bags = await createCategory(shop, admin, 'Bags');
    const totes = await createCategory(shop, admin, 'Totes', bags.id);
    const belts = await createCategory(shop, admin, 'Belts');
    await createProduct(shop, admin, {
      productName: 'Tote, "the big one"',
      categoryId: totes.id,
      description: '<p>Soft <strong>leather</strong>,\nbrass fittings</p>',
      productVariants: [
        { size: 'M', color: 'Tan', stock: 5, originalPrice: 5999, discountPrice: 4999.5 },
        { size: 'L', color: '#1a1a1a', stock: 0, originalPrice: 6499, discountPrice: null },
      ],
    });
    await createProduct(shop, admin, {
      productName: 'मोची Belt',
      categoryId: belts.id,
      productVariants: [{ size: '32', color: 'Brown', stock: 12, originalPrice: 999, discountPrice: null }],
    });
    // Text a spreadsheet would run as a formula, and an apostrophe of the shop's own before one.
    await createProduct(shop, admin, {
      productName: '=1+1 Clutch',
      categoryId: belts.id,
      productVariants: [
        { size: '+1', color: 'Red', stock: 1, originalPrice: 10, discountPrice: null },
        { size: "'@2", color: 'Red', stock: 1, originalPrice: 10, discountPrice: null },
      ],
    });
    original = await office.exportCsv();
  });
  afterAll(() => shop.close());

  it('rebuilds the same catalogue in an empty shop: categories, products, sizes, prices and stock', async () => {
    const empty = await createTestApp({ ...ADMIN });
    try {
      const emptyOffice = backOffice(empty, await adminToken(empty));
      const done = await emptyOffice.importCsv(original);
      expect(done).toMatchObject({ products: 3, processed: 3, created: 3, updated: 0, failed: [] });
      expect(done.finishedAt).toEqual(expect.any(String));
      // Pictures are not imported: a new product starts without, and the admin adds them.
      expect(rowsOf(await emptyOffice.exportCsv())).toEqual(withoutImages(rowsOf(original)));
      const products = (await empty.http.get('/api/products?limit=10').expect(200)).body.data;
      expect(products.map((product: { images: unknown[] }) => product.images)).toEqual([[], [], []]);
      // The formula was exported as text, and imported as the name it is.
      expect(original).toContain("\n'=1+1 Clutch,");
      expect(rowsOf(original).map((row) => row.size)).toEqual(expect.arrayContaining(["'+1", "''@2"]));
      expect(products.map((product: { name: string }) => product.name)).toContain('=1+1 Clutch');
    } finally {
      await empty.close();
    }
  }, 120_000);

  it('puts back what was changed since the export, pictures left as they are', async () => {
    const tote = (await shop.http.get('/api/products?limit=10').expect(200)).body.data.find(
      (product: { name: string }) => product.name.startsWith('Tote'),
    );
    const totes = tote.category.id;
    // The admin changes a price and a stock, drops a size and adds one.
    await shop.http
      .put(`/api/products/${tote.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .field('version', String(tote.version))
      .field('productName', 'Tote, "the big one"')
      .field('categoryId', String(totes))
      .field(
        'productVariants',
        JSON.stringify([
          {
            id: tote.variants[0].id,
            version: tote.variants[0].version,
            size: 'M',
            color: 'Tan',
            stock: 1,
            originalPrice: 7000,
            discountPrice: null,
          },
          { size: 'XL', color: 'Red', stock: 3, originalPrice: 100, discountPrice: null },
        ]),
      )
      .expect(200);
    expect(await office.exportCsv()).not.toBe(original);
    type Saved = { name: string; version: number; updated_at: Date };
    const saved = (): Promise<Saved[]> =>
      shop.app.get(MikroORM).em.getConnection().execute('select name, version, updated_at from products order by name');
    const before = await saved();

    // The dry run and the import count only the products the file changes: the belt and the clutch are as they were.
    expect(await office.check(original)).toMatchObject({ newProducts: 0, updatedProducts: 1, unchangedProducts: 2 });
    const done = await office.importCsv(original);
    expect(done).toMatchObject({ products: 3, created: 0, updated: 1, unchanged: 2, failed: [] });
    // Nothing left to change: the same file again changes nothing.
    expect(await office.check(original)).toMatchObject({ updatedProducts: 0, unchangedProducts: 3 });
    expect(await office.importCsv(original)).toMatchObject({ updated: 0, unchanged: 3 });
    expect(await office.exportCsv()).toBe(original);
    // The belt was as the file has it: not written again (no new date, no product.updated webhook).
    const after = await saved();
    expect(after.find((row) => row.name.endsWith('Belt'))).toEqual(before.find((row) => row.name.endsWith('Belt')));
    const toteIn = (rows: typeof before) => rows.find((row) => row.name.startsWith('Tote'))!;
    expect(toteIn(after).version).toBeGreaterThan(toteIn(before).version);
  }, 60_000);

  it('takes off what sold since the export, the same however often the file is imported', async () => {
    const wallets = await createCategory(shop, admin, 'Wallets');
    const wallet = await createProduct(shop, admin, {
      productName: 'Zoya Wallet',
      categoryId: wallets.id,
      productVariants: [
        { size: 'S', color: 'Tan', stock: 5, originalPrice: 999, discountPrice: null },
        { size: 'L', color: 'Tan', stock: 2, originalPrice: 1299, discountPrice: null },
      ],
    });
    const buy = async (name: string, quantity: number) => {
      const buyer = await customer(shop, name, {
        address: true,
        cart: [{ variantId: wallet.variants[0].id, quantity }],
      });
      const order = await as(shop, buyer.token)
        .post('/api/orders/place')
        .send({ addressId: buyer.addressId, paymentMethod: 'COD' })
        .expect(201);
      return { buyer, orderId: order.body.id as number };
    };
    // Sold before the export: the file's S reads 4, with 1 sold.
    const before = await buy('ravi', 1);
    const exported = rowsOf(await office.exportCsv()).filter((row) => row.product_name === 'Zoya Wallet');
    expect(exported.map((row) => [row.size, row.stock, row.sold_at_export])).toEqual([
      ['S', '4', '1'],
      ['L', '2', '0'],
    ]);
    // After the export a shopper orders 2 of the S (their order holds them), and the first cancels.
    await buy('isha', 2);
    await as(shop, before.buyer.token).put(`/api/orders/${before.orderId}/cancel`).expect(200);
    // In the file, the admin writes the name in capitals and receives 10 more L.
    const edited = stringify(
      exported.map((row) => ({ ...row, product_name: 'ZOYA WALLET', stock: row.size === 'L' ? '12' : row.stock })),
      { header: true, columns: [...CATALOGUE_CSV_COLUMNS] },
    );
    const stockOf = async () =>
      (await shop.http.get(`/api/products/${wallet.id}`).expect(200)).body.variants.map(
        (variant: { size: string; stock: number }) => [variant.size, variant.stock],
      );
    for (let time = 0; time < 2; time++) {
      const done = await office.importCsv(edited);
      // The second round's stock is the first's: the file changes nothing more.
      expect(done).toMatchObject({ products: 1, created: 0, updated: 1 - time, unchanged: time, failed: [] });
      // S: the file's 4, less 2 ordered since, plus 1 cancelled since. The product's answer, kept
      // in the catalogue cache after the first round, is let go by the second import's commit.
      expect(await stockOf()).toEqual([
        ['S', 3],
        ['L', 12],
      ]);
      await untilCached(shop, `/api/products/${wallet.id}`);
    }
    expect((await shop.http.get(`/api/products/${wallet.id}`).expect(200)).body.name).toBe('ZOYA WALLET');

    // Without sold_at_export the file's stock is the stock: a count the admin made by hand.
    const counted = rowsOf(edited).map((row) => ({ ...row, stock: row.size === 'S' ? '7' : row.stock }));
    const byHand = stringify(counted, { header: true, columns: [...CSV_HEADER_BY_HAND.split(',')] });
    expect(await office.importCsv(byHand)).toMatchObject({ products: 1, updated: 1, failed: [] });
    expect(await stockOf()).toEqual([
      ['S', 7],
      ['L', 12],
    ]);
  }, 60_000);

  it('refuses a file the dry run finds problems in, and writes nothing', async () => {
    const before = await office.exportCsv();
    const bad = `${HEADER}\nClutch,Bags,,false,S,Gold,,-3,2499,,\n`;
    const refused = await office.start(bad).expect(400);
    expect(refused.body.message).toBe(IMPORT_MESSAGES.hasProblems);
    expect(await office.exportCsv()).toBe(before);
  });

  it("carries a product's own HSN code and GST rate both ways, keeps them when a file has no such columns, and refuses bad ones", async () => {
    const header = `${HEADER},hsn_code,gst_rate`;
    const row = (hsn: string, rate: string) => `Silk Dupatta,Scarves,,false,M,Tan,,5,1999,,,${hsn},${rate}`;
    const dupatta = async () => rowsOf(await office.exportCsv()).find((line) => line.product_name === 'Silk Dupatta');
    for (const [bad, column, message] of [
      [row('62', '5'), 'hsn_code', GST_MESSAGES.hsnFormat],
      [row('6214', '41'), 'gst_rate', GST_MESSAGES.rateRange],
    ]) {
      const refused = await office.start(`${header}\n${bad}\n`).expect(400);
      expect(refused.body.message).toBe(IMPORT_MESSAGES.hasProblems);
      const checked = await shop.http
        .post('/api/admin/products/import/check')
        .set('Authorization', `Bearer ${admin}`)
        .attach('file', Buffer.from(`${header}\n${bad}\n`), 'c.csv')
        .expect(200);
      expect(checked.body.problems).toEqual([{ row: 2, column, message }]);
    }

    expect(await office.importCsv(`${header}\n${row('6214', '5')}\n`)).toMatchObject({ failed: [] });
    expect(await dupatta()).toMatchObject({ hsn_code: '6214', gst_rate: '5' });
    expect((await shop.http.get('/api/products/by-name/Silk%20Dupatta').expect(200)).body).toMatchObject({
      hsnCode: '6214',
      gstRate: 5,
    });
    // Without the columns the product keeps its own; empty cells give it back to its category.
    await office.importCsv(`${HEADER}\nSilk Dupatta,Scarves,,false,M,Tan,,5,1999,,\n`);
    expect(await dupatta()).toMatchObject({ hsn_code: '6214', gst_rate: '5' });
    await office.importCsv(`${header}\n${row('', '')}\n`);
    expect(await dupatta()).toMatchObject({ hsn_code: '', gst_rate: '' });
  }, 60_000);

  it('is for admins only, and 404 for an import that does not exist', async () => {
    await shop.http.post('/api/admin/products/import').attach('file', Buffer.from(original), 'c.csv').expect(401);
    await shop.http.get('/api/admin/products/imports/1').expect(401);
    await shop.http.get('/api/admin/products/imports/999999').set('Authorization', `Bearer ${admin}`).expect(404);
  });
});

describe('catalogue CSV import job', () => {
  let t: TestApp;
  let admin: string;
  let office: ReturnType<typeof backOffice>;

  beforeAll(async () => {
    // No workers: the test runs the job itself, in slices and side by side.
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false' });
    admin = await adminToken(t);
    office = backOffice(t, admin);
  });
  afterAll(() => t.close());

  const pendingImportJobs = async () => {
    const [{ count }] = await t.app
      .get(MikroORM)
      .em.getConnection()
      .execute(
        `select count(*)::int as count from outbox_messages where type = 'catalogue.import' and status = 'pending'`,
      );
    return count as number;
  };
  const categoryNames = async () =>
    (
      await t.app
        .get(MikroORM)
        .em.getConnection()
        .execute<{ name: string }[]>('select name from categories order by name')
    ).map((category: { name: string }) => category.name);

  it('writes each product whole or not at all, and says why one was left out', async () => {
    const csv = [
      HEADER,
      'Clutch,Evening > Party,,true,S,Gold,,3,2499,1999,',
      'Clutch,Evening > Party,,true,M,Gold,,2,2599,,',
      'Scarf,Accessories > Silk,,false,One Size,Red,,4,799,,',
    ].join('\n');
    const started = await office.start(csv).expect(202);
    expect(started.body).toMatchObject({ status: 'queued', products: 2, processed: 0 });
    // Between the dry run and the job, the admin creates "Silk" at the top of the tree.
    await createCategory(t, admin, 'Silk');

    // Two runs at once (a job and its retry): the product that fails is counted once.
    const job = t.app.get(CatalogueImportJob);
    await Promise.all([job.run(started.body.id), job.run(started.body.id)]);
    const done = await office.progress(started.body.id);
    expect(done).toMatchObject({ status: 'done', processed: 2, created: 1, updated: 0, unchanged: 0 });
    expect(done.failed).toEqual([
      { product: 'Scarf', rows: [4], message: IMPORT_MESSAGES.categoryElsewhere('Silk', null) },
    ]);
    // The scarf's "Accessories", created before its path failed, went with it.
    expect(await categoryNames()).toEqual(['Evening', 'Party', 'Silk']);
    const rows = rowsOf(await office.exportCsv());
    expect(rows.map((row) => `${row.product_name} ${row.category_path} ${row.size} ${row.stock}`)).toEqual([
      'Clutch Evening > Party S 3',
      'Clutch Evening > Party M 2',
    ]);
    // Its dry run now says so before anything is written.
    const check = await t.http
      .post('/api/admin/products/import/check')
      .set('Authorization', `Bearer ${admin}`)
      .attach('file', Buffer.from(csv), 'c.csv')
      .expect(200);
    expect(check.body.problems).toEqual([
      { row: 4, column: 'category_path', message: IMPORT_MESSAGES.categoryElsewhere('Silk', null) },
    ]);
  });

  it('resumes where a run stopped, and two runs at once count each product once', async () => {
    const lines = Array.from(
      { length: 30 },
      (_, i) => `Wallet ${i + 1},Wallets,,false,One Size,Tan,,${i},${100 + i},,`,
    );
    const started = await office.start([HEADER, ...lines].join('\n')).expect(202);
    const job = t.app.get(CatalogueImportJob);
    const before = await pendingImportJobs();

    // A run with no time to spare writes one product and hands the rest to a new job.
    await job.run(started.body.id, 0);
    expect(await office.progress(started.body.id)).toMatchObject({ status: 'running', processed: 1, created: 1 });
    expect(await pendingImportJobs()).toBe(before + 1);

    // The continuation and a retry of the first job run side by side.
    await Promise.all([job.run(started.body.id), job.run(started.body.id)]);
    expect(await office.progress(started.body.id)).toMatchObject({
      status: 'done',
      processed: 30,
      created: 30,
      updated: 0,
      failed: [],
    });
    const wallets = rowsOf(await office.exportCsv()).filter((row) => row.category_path === 'Wallets');
    expect(wallets.map((row) => row.stock)).toEqual(lines.map((_, i) => String(i)));
    // Run again once done, it changes nothing.
    await job.run(started.body.id);
    expect(await office.progress(started.body.id)).toMatchObject({ processed: 30, created: 30, updated: 0 });
  });

  it('says it stopped when its last retry fails too, and writes nothing more', async () => {
    const started = await office.start(`${HEADER}\nSatchel Bag,Bags,,false,M,Tan,,2,999,,\n`).expect(202);
    const { handle } = t.app.get(JobRegistry).get(CATALOGUE_IMPORT_JOB);
    const connection = t.app.get(MikroORM).em.getConnection();
    // The products table out of reach: every write fails, as with the database away.
    await connection.execute('alter table products rename to products_away');
    try {
      const attempt = (n: number) => handle({ importId: started.body.id }, { outboxId: 0, attempt: n });
      await expect(attempt(1)).rejects.toThrow();
      expect((await office.progress(started.body.id)).status).toBe('running');
      await expect(attempt(DEFAULT_MAX_ATTEMPTS)).rejects.toThrow();
    } finally {
      await connection.execute('alter table products_away rename to products');
    }
    const stopped = await office.progress(started.body.id);
    expect(stopped).toMatchObject({ status: 'stopped', processed: 0, created: 0, finishedAt: expect.any(String) });
    // A retry from the ops page after that changes nothing: the admin imports the file again.
    await handle({ importId: started.body.id }, { outboxId: 0, attempt: DEFAULT_MAX_ATTEMPTS + 1 });
    expect(await office.progress(started.body.id)).toMatchObject({ status: 'stopped', processed: 0 });
    expect(rowsOf(await office.exportCsv()).map((row) => row.product_name)).not.toContain('Satchel Bag');
  });
});
