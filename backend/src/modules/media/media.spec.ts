import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { ADMIN, adminToken, createCategory, createProduct, image, multipart } from '../../../test/catalogue';
import { createTestApp, eventually, TestApp } from '../../../test/test-app';

describe('uploaded images over HTTP', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('serves the original at once, then lists WebP renditions for srcset', async () => {
    const category = await createCategory(t, admin, 'Jackets');
    const large = await image({ width: 1600, height: 1200, format: 'jpeg' });
    const product = await createProduct(t, admin, { productName: 'Field Jacket', categoryId: category.id }, 0).catch(
      () => undefined,
    );
    expect(product).toBeUndefined(); // a product needs an image

    const created = await multipart(
      t.http.post('/api/products').set('Authorization', `Bearer ${admin}`),
      {
        productName: 'Field Jacket',
        categoryId: String(category.id),
        productVariants: [{ size: 'M', color: 'Olive', stock: 2, originalPrice: 5999 }],
      },
      [{ field: 'images', data: large, name: 'jacket.jpg' }],
    ).expect(201);
    const [original] = created.body.images;
    expect(original).toMatchObject({ width: 1600, height: 1200, url: expect.stringMatching(/^\/uploads\/.+\.jpg$/) });

    const served = await t.http.get(original.url).expect(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    // What was decoded is stored (encoded again, without metadata), not the bytes sent.
    expect(await sharp(served.body).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });

    const renditions = await eventually(async () => {
      const product = await t.http.get(`/api/products/${created.body.id}`).expect(200);
      const listed = product.body.images[0].renditions;
      return listed.length ? listed : undefined;
    });
    expect(renditions.map((r: { width: number }) => r.width)).toEqual([320, 640, 1280]);
    for (const rendition of renditions) {
      const file = await t.http.get(rendition.url).expect(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }

    // Removing the image removes the original and its renditions.
    await multipart(
      t.http.post('/api/products').set('Authorization', `Bearer ${admin}`),
      {
        id: String(created.body.id),
        version: String(created.body.version),
        productName: 'Field Jacket',
        categoryId: String(category.id),
        productVariants: [
          {
            id: created.body.variants[0].id,
            version: created.body.variants[0].version,
            size: 'M',
            color: 'Olive',
            stock: 2,
            originalPrice: 5999,
          },
        ],
        deletedImageIds: [original.id],
      },
      [{ field: 'images', data: await image() }],
    ).expect(201);
    for (const url of [original.url, ...renditions.map((r: { url: string }) => r.url)])
      await t.http.get(url).expect(404);
    const files = await readdir(join(t.config.dataDir, 'uploads'));
    expect(files.filter((f) => f.startsWith(original.filename.replace(/\.jpg$/, '')))).toEqual([]);
  });

  it('refuses files that are not images, SVGs outside the logo, oversized files and pixel bombs', async () => {
    const category = await createCategory(t, admin, 'Slings');
    const send = (data: Buffer, name: string) =>
      multipart(
        t.http.post('/api/products').set('Authorization', `Bearer ${admin}`),
        {
          productName: `Upload ${name}`,
          categoryId: String(category.id),
          productVariants: [{ size: 'M', color: 'Tan', stock: 1, originalPrice: 100 }],
        },
        [{ field: 'images', data, name }],
      );
    const script = await send(Buffer.from('#!/bin/sh\necho pwned\n'), 'x.png').expect(400);
    expect(script.body.message).toBe('x.png is not an image. Upload a JPEG, PNG, WebP or GIF file.');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await send(svg, 'logo.svg').expect(400)).body.message).toBe(
      'logo.svg is not an image. Upload a JPEG, PNG, WebP or GIF file.',
    );
    const truncated = (await image({ format: 'jpeg', width: 400, height: 400 })).subarray(0, 300);
    await send(truncated, 'broken.jpg').expect(400);

    const huge = Buffer.concat([await image(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await send(huge, 'huge.png').expect(413);
    expect(tooLarge.body.message).toBe('Each file must be at most 10 MB.');

    const bomb = await pixelBomb();
    const refused = await send(bomb, 'bomb.png').expect(400);
    expect(refused.body.message).toMatch(/bomb\.png/);
  });

  it('answers unknown and malformed upload paths with 404', async () => {
    await t.http.get('/uploads/0b6c1d9e-0000-4000-8000-000000000000.png').expect(404);
    await t.http.get('/uploads/..%2F..%2Fetc%2Fpasswd').expect(404);
    await t.http.get('/uploads/db-server.json').expect(404);
    await t.http.get('/uploads/').expect(404);
    // A malformed escape is not a name of ours either (it made decodeURIComponent throw: a 500).
    await t.http.get('/uploads/%E0%A4%A.png').expect(404);
    await t.http.head('/uploads/%.png').expect(404);
  });
});

/**
 * A pixel bomb: a valid tiny PNG whose header claims 50000 × 50000 pixels (10 GB once decoded).
 * Only the IHDR fields and their checksum are rewritten.
 */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(await image({ width: 1, height: 1 }));
  png.writeUInt32BE(50000, 16);
  png.writeUInt32BE(50000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
