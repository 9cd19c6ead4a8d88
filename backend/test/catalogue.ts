import { MikroORM } from '@mikro-orm/core';
import { variantHex } from '@satchel/shared';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { TestApp } from './test-app';
import { CATALOGUE_CSV_COLUMNS } from '../src/modules/products/catalogue-csv';

/** The admin the catalogue tests start their app with. */
export const ADMIN = { ADMIN_EMAIL: 'owner@satchel.test', ADMIN_PASSWORD: 'owner-password-1' };

/**
 * The header of a catalogue CSV written by hand: without `sold_at_export`, so each row's stock is
 * set as the file has it, and without the GST columns, which a file may leave out.
 */
export const CSV_HEADER_BY_HAND = CATALOGUE_CSV_COLUMNS.filter(
  (column) => !['sold_at_export', 'hsn_code', 'gst_rate'].includes(column),
).join(',');

/** A real image of the given size and colour. */
export async function image(
  options: { width?: number; height?: number; color?: string; format?: 'png' | 'jpeg' | 'webp' } = {},
): Promise<Buffer> {
  const { width = 64, height = 48, color = '#8b4513', format = 'png' } = options;
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

export async function adminToken(t: TestApp): Promise<string> {
  const response = await t.http
    .post('/api/auth/login')
    .send({ identifier: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })
    .expect(200);
  return response.body.token;
}

/** Registers a customer (once per name) and returns their token. */
export async function customerToken(t: TestApp, name = 'meera'): Promise<string> {
  await t.http.post('/api/auth/register').send({
    username: name,
    email: `${name}@example.com`,
    password: 'correct horse battery',
    firstName: name,
    lastName: name,
  });
  const response = await t.http
    .post('/api/auth/login')
    .send({ identifier: name, password: 'correct horse battery' })
    .expect(200);
  return response.body.token;
}

export interface FileField {
  field: string;
  data: Buffer;
  name?: string;
}

/** Fills a multipart request: text fields (objects sent as JSON text) and files. */
export function multipart(test: Test, fields: Record<string, unknown>, files: FileField[] = []): Test {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    test.field(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  for (const file of files) test.attach(file.field, file.data, file.name ?? `${file.field}.png`);
  return test;
}

export async function createCategory(
  t: TestApp,
  token: string,
  name: string,
  parentId?: number,
): Promise<{ id: number; slug: string; uploads: { id: number; url: string }[] }> {
  const response = await multipart(
    t.http.post('/api/categories').set('Authorization', `Bearer ${token}`),
    { name, description: `All about ${name}`, parentId: parentId === undefined ? undefined : String(parentId) },
    [{ field: 'media', data: await image() }],
  );
  if (response.status !== 201) throw new Error(`createCategory ${name}: ${response.status} ${response.text}`);
  return response.body;
}

export interface VariantInput {
  id?: number;
  size: string;
  color: string;
  stock: number;
  originalPrice: number;
  discountPrice?: number | null;
}

export async function createProduct(
  t: TestApp,
  token: string,
  fields: { productName: string; categoryId: number; description?: string; productVariants?: VariantInput[] },
  imageCount = 1,
  imageSize: { width?: number; height?: number } = {},
): Promise<{
  id: number;
  version: number;
  name: string;
  images: { id: number; url: string }[];
  variants: { id: number; version: number; size: string; color: string; stock: number }[];
}> {
  const images = await Promise.all(Array.from({ length: imageCount }, () => image(imageSize)));
  const response = await multipart(
    t.http.post('/api/products').set('Authorization', `Bearer ${token}`),
    {
      productVariants: [{ size: 'M', color: 'Tan', stock: 5, originalPrice: 1999, discountPrice: null }],
      ...fields,
      categoryId: String(fields.categoryId),
    },
    images.map((data, i) => ({ field: 'images', data, name: `photo-${i}.png` })),
  );
  if (response.status !== 201) throw new Error(`createProduct: ${response.status} ${response.text}`);
  return response.body;
}

/**
 * Inserts `count` products straight into the database (in four statements), each with two
 * variants and one image row, for tests about reading large lists. Names are `${prefix} 1`…
 */
export async function insertProducts(t: TestApp, categoryId: number, count: number, prefix = 'Bulk'): Promise<void> {
  const connection = t.app.get(MikroORM).em.getConnection();
  await connection.execute(
    `insert into products (name, description, category_id, list_price_paise, created_at, updated_at)
     select ? || ' ' || n, 'A sturdy bulk item', ?, 100000 + n * 100, now() - n * interval '1 minute', now()
     from generate_series(1, ?) as n`,
    [prefix, categoryId, count],
  );
  await connection.execute(
    `insert into product_variants (product_id, position, size, color, color_hex_code, stock, original_price_paise, discount_price_paise)
     select p.id, v.position, v.size, 'Tan', ?, 5, p.list_price_paise + 50000, p.list_price_paise
     from products p cross join (values (0, 'M'), (1, 'L')) as v(position, size)
     where p.name like ? || ' %'`,
    [variantHex('Tan'), prefix],
  );
  await connection.execute(
    `insert into uploads (filename, content_type, size, width, height, renditions, created_at)
     select 'bulk-' || p.id || '.png', 'image/png', 100, 64, 48, '[]', now() from products p where p.name like ? || ' %'`,
    [prefix],
  );
  await connection.execute(
    `insert into product_images (product_id, upload_id, position)
     select p.id, u.id, 0 from products p join uploads u on u.filename = 'bulk-' || p.id || '.png'
     where p.name like ? || ' %'`,
    [prefix],
  );
}
