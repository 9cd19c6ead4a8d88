import { EntityManager } from '@mikro-orm/postgresql';
import { namedColourHex, UNKNOWN_COLOUR_HEX } from '@satchel/shared';
import { ADMIN, adminToken, createCategory, createProduct } from '../../../test/catalogue';
import { createTestApp, runMigration, TestApp } from '../../../test/test-app';
import { Migration20261125070000 } from '../../infra/database/migrations/Migration20261125070000';

/** Variants saved before every variant had a swatch get their colour name's when the shop upgrades. */
describe('the swatch backfill (Migration20261125070000)', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('gives each variant stored without a hex its name’s, or grey, and then requires one', async () => {
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false' });
    const admin = await adminToken(t);
    const category = await createCategory(t, admin, 'Old Stock');
    const product = await createProduct(t, admin, {
      productName: 'Old Satchel',
      categoryId: category.id,
      productVariants: ['Oxblood', 'Camel', 'Bakers Brown', '#7b3f00'].map((color, i) => ({
        size: String(30 + i),
        color,
        stock: 1,
        originalPrice: 999,
        discountPrice: null,
      })),
    });
    const em = t.app.get(EntityManager).fork();
    // As the table was before: nullable, and no hex for a named colour.
    await em.execute(`alter table product_variants alter column color_hex_code drop not null`);
    await em.execute(`update product_variants set color_hex_code = null where color not like '#%'`);

    await runMigration(em, Migration20261125070000, 'up');

    const rows = await em.execute<{ color: string; color_hex_code: string }[]>(
      `select color, color_hex_code from product_variants where product_id = ? order by position`,
      [product.id],
    );
    expect(rows.map((row) => row.color_hex_code)).toEqual([
      namedColourHex('Oxblood'),
      namedColourHex('Camel'),
      UNKNOWN_COLOUR_HEX,
      '#7b3f00',
    ]);
    await expect(em.execute(`update product_variants set color_hex_code = null`)).rejects.toThrow(/null/);
  });
});
