import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  adminToken,
  ADMIN,
  createCategory,
  createProduct,
  customerToken,
  image,
  multipart,
} from '../../../test/catalogue';
import {
  CATEGORY_MESSAGES,
  MAX_CATEGORY_DEPTH,
  MAX_CATEGORY_NAME_LENGTH,
  MAX_CATEGORY_SLUG_LENGTH,
} from '@satchel/shared';
import { MikroORM } from '@mikro-orm/core';
import { createTestApp, TestApp } from '../../../test/test-app';
import { CatalogueCache } from '../../infra/cache/catalogue-cache';

describe('categories over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    admin = await adminToken(t);
    customer = await customerToken(t);
  });
  afterAll(() => t.close());

  const post = (token = admin) => t.http.post('/api/categories').set('Authorization', `Bearer ${token}`);
  const put = (id: number, token = admin) =>
    t.http.put(`/api/categories/${id}`).set('Authorization', `Bearer ${token}`);

  it('creates nested categories and returns them as a tree with slugs and image URLs', async () => {
    const handbags = await createCategory(t, admin, 'Hand  Bags');
    expect(handbags).toMatchObject({ name: 'Hand  Bags', slug: 'hand-bags', parentId: null });
    const totes = await createCategory(t, admin, 'Totes', handbags.id);
    await createCategory(t, admin, 'Clutches', handbags.id);
    await createCategory(t, admin, 'Big Totes', totes.id);

    const tree = await t.http.get('/api/categories').expect(200);
    const node = tree.body.find((c: { id: number }) => c.id === handbags.id);
    expect(node.subCategories.map((c: { name: string }) => c.name)).toEqual(['Clutches', 'Totes']);
    expect(node.subCategories[1].subCategories[0]).toMatchObject({
      name: 'Big Totes',
      slug: 'big-totes',
      subCategories: [],
    });
    expect(node.uploads).toEqual([
      expect.objectContaining({
        id: expect.any(Number),
        filename: expect.stringMatching(/\.png$/),
        url: expect.stringMatching(/^\/uploads\//),
      }),
    ]);
    const file = await t.http.get(node.uploads[0].url).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('answers each form mistake with the product’s message', async () => {
    const png = await image();
    const cases: [Record<string, unknown>, number, string | string[]][] = [
      [{ name: '   ' }, 1, ['Please fill the category name.']],
      [{}, 1, ['Please fill the category name.']],
      [{ name: 'Bags & more' }, 1, ['Category name may contain only letters, digits and spaces.']],
      [{ name: 'No Image' }, 0, 'Please upload at least 1 images.'],
      [{ name: 'Two Images' }, 2, 'You can upload a maximum of 1 images.'],
      [{ name: 'Orphan', parentId: '999999' }, 1, 'The parent category does not exist.'],
    ];
    for (const [fields, count, message] of cases) {
      const files = Array.from({ length: count }, () => ({ field: 'media', data: png }));
      const response = await multipart(post(), fields, files).expect(400);
      expect(response.body.message).toEqual(message);
    }
  });

  it('keeps a name whose slug lower-cases longer: 100 × İ makes a slug of 200 characters', async () => {
    const name = 'İ'.repeat(MAX_CATEGORY_NAME_LENGTH);
    const dotted = await createCategory(t, admin, name);
    expect(dotted).toMatchObject({ name, slug: name.toLowerCase() });
    expect([...dotted.slug]).toHaveLength(MAX_CATEGORY_SLUG_LENGTH);
    const listed = await t.http.get('/api/products').query({ category: dotted.slug }).expect(200);
    expect(listed.body.pagination.totalItems).toBe(0); // found (an unknown slug is a 404), and empty
    const png = await image();
    const tooLong = await multipart(post(), { name: `${name}İ` }, [{ field: 'media', data: png }]).expect(400);
    expect(tooLong.body.message).toEqual([CATEGORY_MESSAGES.nameTooLong]);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const response = await multipart(post(), { name: 'Scripts' }, [
      { field: 'media', data: Buffer.from('#!/bin/sh\nrm -rf /\n'), name: 'x.png' },
    ]).expect(400);
    expect(response.body.message).toBe('x.png is not an image. Upload a JPEG, PNG, WebP or GIF file.');
  });

  it('renames, moves and swaps the image, deleting the old file', async () => {
    const travel = await createCategory(t, admin, 'Travel');
    const luggage = await createCategory(t, admin, 'Luggage');
    const oldFile = travel.uploads[0].url.replace('/uploads/', '');

    const kept = await multipart(put(travel.id), { name: 'Travel Gear', parentId: String(luggage.id) }).expect(200);
    expect(kept.body).toMatchObject({
      slug: 'travel-gear',
      parentId: luggage.id,
      uploads: [{ id: travel.uploads[0].id }],
    });

    await multipart(put(travel.id), { name: 'Travel Gear' }, [{ field: 'media', data: await image() }]).expect(400);
    const swapped = await multipart(put(travel.id), { name: 'Travel Gear', deletedUploadIds: [travel.uploads[0].id] }, [
      { field: 'media', data: await image({ format: 'jpeg' }) },
    ]).expect(200);
    expect(swapped.body.uploads[0].filename).toMatch(/\.jpg$/);
    const files = await readdir(join(t.config.dataDir, 'uploads'));
    expect(files).not.toContain(oldFile);
    await t.http.get(`/uploads/${oldFile}`).expect(404);

    const removedOnly = await multipart(put(travel.id), {
      name: 'Travel Gear',
      deletedUploadIds: [swapped.body.uploads[0].id],
    }).expect(400);
    expect(removedOnly.body.message).toBe('Please upload at least 1 images.');

    const loop = await multipart(put(luggage.id), { name: 'Luggage', parentId: String(travel.id) }).expect(400);
    expect(loop.body.message).toBe(CATEGORY_MESSAGES.underItself);
  });

  it('refuses to delete a category that still has subcategories or products', async () => {
    const wallets = await createCategory(t, admin, 'Wallets');
    const slim = await createCategory(t, admin, 'Slim Wallets', wallets.id);
    const parent = await t.http
      .delete(`/api/categories/${wallets.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(409);
    expect(parent.body.message).toBe('Cannot delete "Wallets": it still has 1 subcategory. Delete or move them first.');

    const product = await createProduct(t, admin, { productName: 'Card Sleeve', categoryId: slim.id });
    const withProduct = await t.http
      .delete(`/api/categories/${slim.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(409);
    expect(withProduct.body.message).toBe(
      'Cannot delete "Slim Wallets": it still has 1 product. Delete or move them first.',
    );

    await t.http.delete(`/api/products/${product.id}`).set('Authorization', `Bearer ${admin}`).expect(200);
    const deleted = await t.http
      .delete(`/api/categories/${slim.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(deleted.body).toMatchObject({ id: slim.id, name: 'Slim Wallets' });
    await t.http.delete(`/api/categories/${slim.id}`).set('Authorization', `Bearer ${admin}`).expect(404);
  });

  it('deletes a category once when two deletes arrive together: the other finds nothing', async () => {
    for (let round = 0; round < 4; round++) {
      const category = await createCategory(t, admin, `Racing Belts ${round}`);
      const remove = () => t.http.delete(`/api/categories/${category.id}`).set('Authorization', `Bearer ${admin}`);
      const answers = await Promise.all([remove(), remove(), t.http.get(`/api/categories/${category.id}`)]);
      expect(
        answers
          .slice(0, 2)
          .map((answer) => answer.status)
          .sort(),
      ).toEqual([200, 404]);
      expect([200, 404]).toContain(answers[2].status);
    }
  });

  it('refuses duplicates by slug', async () => {
    await createCategory(t, admin, 'Belts');
    const clash = await multipart(post(), { name: 'belts' }, [{ field: 'media', data: await image() }]).expect(409);
    expect(clash.body.message).toBe('A category named "belts" already exists.');
  });

  it('lets only admins change categories', async () => {
    const png = await image();
    await multipart(t.http.post('/api/categories'), { name: 'Guests' }, [{ field: 'media', data: png }]).expect(401);
    await multipart(post(customer), { name: 'Customers' }, [{ field: 'media', data: png }]).expect(403);
    await multipart(put(1, customer), { name: 'Customers' }).expect(403);
    await t.http.delete('/api/categories/1').set('Authorization', `Bearer ${customer}`).expect(403);
    await t.http.delete('/api/categories/1').expect(401);
    await multipart(put(987654), { name: 'Nowhere' }).expect(404);
    await t.http.delete('/api/categories/not-a-number').set('Authorization', `Bearer ${admin}`).expect(404);
  });
  it(`nests categories at most ${MAX_CATEGORY_DEPTH} levels deep, for a new one, a move and a writer past the API`, async () => {
    const chain: { id: number }[] = [];
    for (let level = 1; level <= MAX_CATEGORY_DEPTH; level++) {
      chain.push(await createCategory(t, admin, `Level ${level}`, chain.at(-1)?.id));
    }
    const tooDeep = await multipart(post(), { name: 'Level Nine', parentId: String(chain.at(-1)!.id) }, [
      { field: 'media', data: await image() },
    ]).expect(400);
    expect(tooDeep.body.message).toBe(CATEGORY_MESSAGES.tooDeep);
    // A move counts what lies below the category moved: two levels under level 7 is level 9.
    const top = await createCategory(t, admin, 'Mover');
    await createCategory(t, admin, 'Mover Child', top.id);
    const moved = await multipart(put(top.id), { name: 'Mover', parentId: String(chain[6].id) }).expect(400);
    expect(moved.body.message).toBe(CATEGORY_MESSAGES.tooDeep);
    await multipart(put(top.id), { name: 'Mover', parentId: String(chain[5].id) }).expect(200);
    // The database refuses it whoever writes.
    const connection = t.app.get(MikroORM).em.getConnection();
    await expect(
      connection.execute(
        `insert into categories (name, slug, description, parent_id, created_at, updated_at)
                          values ('Raw', 'raw', '', ?, now(), now())`,
        [chain.at(-1)!.id],
      ),
    ).rejects.toThrow(/at most 8 levels/);
    // Nor a cycle (two moves at once each pass the service's own check; the trigger sees the first).
    await expect(
      connection.execute('update categories set parent_id = ? where id = ?', [chain[2].id, chain[0].id]),
    ).rejects.toThrow(/under itself/);
    const tree = await t.http.get('/api/categories').expect(200);
    let depth = 0;
    for (
      let level = tree.body;
      level.length;
      level = level.flatMap((node: { subCategories: [] }) => node.subCategories)
    )
      depth++;
    expect(depth).toBe(MAX_CATEGORY_DEPTH);
  });

  it('still answers the tree when rows made before the limit nest 2,500 deep (cut at the limit)', async () => {
    const connection = t.app.get(MikroORM).em.getConnection();
    await connection.execute('alter table categories disable trigger categories_depth');
    try {
      await connection.execute(`do $$ declare parent int; begin
        for i in 1..2500 loop
          insert into categories (name, slug, description, parent_id, created_at, updated_at)
          values ('Deep ' || i, 'deep-' || i, '', parent, now(), now()) returning id into parent;
        end loop; end $$`);
    } finally {
      await connection.execute('alter table categories enable trigger categories_depth');
    }
    // Written past the ORM: embedded, only the ORM's writes reach the catalogue cache.
    t.app.get(CatalogueCache).catalogueChanged();
    const tree = await t.http.get('/api/categories').expect(200);
    const deep = tree.body.find((node: { name: string }) => node.name === 'Deep 1');
    let depth = 0;
    for (let level = [deep]; level.length; level = level.flatMap((node: { subCategories: [] }) => node.subCategories))
      depth++;
    expect(depth).toBe(MAX_CATEGORY_DEPTH);
    await t.http.get('/api/admin/products/export').set('Authorization', `Bearer ${admin}`).expect(200);
  });

  it('takes names in Hindi and other scripts with combining marks', async () => {
    const hindi = await createCategory(t, admin, 'हैंडबैग');
    expect(hindi.slug).toBe('हैंडबैग');
    const tree = await t.http.get('/api/categories').expect(200);
    expect(tree.body.map((node: { name: string }) => node.name)).toContain('हैंडबैग');
    // One name however its accents were typed: kept composed (NFC), so the decomposed one is taken.
    const composed = await createCategory(t, admin, 'Crème');
    expect(composed.slug).toBe('crème');
    const decomposed = await multipart(post(), { name: 'Cre\u0300me' }, [{ field: 'media', data: await image() }]);
    expect(decomposed.status).toBe(409);
  });
});
