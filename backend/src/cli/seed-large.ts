import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/core';
import { variantHex } from '@satchel/shared';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { inRequestScope } from '../common/request-scope';
import { ConfigError, loadConfig } from '../config/app-config';
import { intArray } from '../infra/database/prepared-statement';
import { StorageDriver } from '../infra/storage/storage-driver';
import { CategoriesService } from '../modules/categories/categories.service';
import { ArtKind, renderArt } from '../demo/art';

const USAGE = 'Usage: npm run seed:large -- --products 10000';
const KINDS: ArtKind[] = ['tote', 'clutch', 'sling', 'handbag', 'wallet', 'belt', 'jacket', 'travel', 'backpack'];
const COLORS = ['#7b3f00', '#1f1f1f', '#a0522d', '#2f4f4f', '#8b0000', '#c19a6b', '#556b2f', '#191970'];
const BATCH = 1000;

/**
 * Fills the configured database (or the embedded one in DATA_DIR) with a large catalogue for
 * benchmarks: a 'Load Test' category tree and N products with two variants and one small image
 * each, written in batches of set-based inserts.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '10000' } } });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) throw new ConfigError(USAGE);

  const config = { ...loadConfig(), runWorkers: false, demoData: false, logLevel: 'warn' as const };
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    const orm = app.get(MikroORM);
    const storage = app.get(StorageDriver);
    const started = Date.now();
    const leafIds = await inRequestScope(orm.em, async () => {
      const categories = app.get(CategoriesService);
      const image = async (kind: ArtKind) => [
        { originalname: `${kind}.jpg`, buffer: await renderArt({ kind, color: COLORS[0] }, 400) },
      ];
      const root = await categories.create({ name: `Load Test ${Date.now().toString(36)}` }, await image('travel'));
      const ids: number[] = [];
      for (const kind of KINDS) {
        const leaf = await categories.create({ name: `${root.name} ${kind}`, parentId: root.id }, await image(kind));
        ids.push(leaf.id);
      }
      return ids;
    });

    // A few hundred distinct tiles, each product getting its own copy (product images own their file).
    const tiles = await Promise.all(
      Array.from({ length: KINDS.length * 4 }, (_, i) =>
        renderArt({ kind: KINDS[i % KINDS.length], color: COLORS[i % COLORS.length], variant: i % 4 }, 240),
      ),
    );
    const connection = orm.em.getConnection();
    const runId = Date.now().toString(36);
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      const filenames = Array.from({ length: to - from + 1 }, () => `${randomUUID()}.jpg`);
      await Promise.all(filenames.map((name, i) => storage.put(name, tiles[(from + i) % tiles.length], 'image/jpeg')));
      await connection.transactional(async (trx) => {
        const rows: { id: number }[] = await connection.execute(
          `insert into products (name, description, category_id, is_best_seller, list_price_paise, created_at, updated_at)
           select 'Load ' || ? || ' ' || n,
                  'A hard-wearing piece from the load test catalogue, number ' || n || '.',
                  (?::int[])[1 + n % ?],
                  n % 17 = 0,
                  49900 + (n * 7919) % 1450000,
                  now() - n * interval '1 minute', now()
           from generate_series(?::int, ?::int) as n
           returning id`,
          [runId, intArray(leafIds), leafIds.length, from, to],
          'all',
          trx,
        );
        await connection.execute(
          `insert into product_variants (product_id, position, size, color, color_hex_code, stock, original_price_paise, discount_price_paise)
           select p.id, v.position, v.size, v.color, v.hex, (p.id * 13 + v.position) % 40, p.list_price_paise + 20000, p.list_price_paise
           from products p
           cross join (values (0, 'M', 'Tan', ?), (1, 'L', 'Black', ?)) as v(position, size, color, hex)
           where p.id = any(?::int[])`,
          [variantHex('Tan'), variantHex('Black'), intArray(rows.map((row) => row.id))],
          'run',
          trx,
        );
        // Server-generated UUID names and integer ids only, so they can be written inline.
        const images = rows
          .map((row, i) => `(${Number(row.id)}, '${filenames[i]}', ${tiles[(from + i) % tiles.length].length})`)
          .join(',');
        await connection.execute(
          `with new_uploads as (
             insert into uploads (filename, content_type, size, width, height, renditions, created_at)
             select f.filename, 'image/jpeg', f.size, 240, 240, '[]', now()
             from (values ${images}) as f(product_id, filename, size)
             returning id, filename
           )
           insert into product_images (product_id, upload_id, position)
           select f.product_id, u.id, 0 from (values ${images}) as f(product_id, filename, size)
           join new_uploads u on u.filename = f.filename`,
          [],
          'run',
          trx,
        );
      });
      process.stdout.write(`\r  ${to} of ${count} products`);
    }
    console.log(`\nSeeded ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
