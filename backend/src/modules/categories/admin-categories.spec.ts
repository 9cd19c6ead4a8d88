import { ADMIN, adminToken, createCategory, createProduct, image, multipart } from '../../../test/catalogue';
import { as, customer, simpleRestList } from '../../../test/shopping';
import { createTestApp, TestApp } from '../../../test/test-app';

describe('admin categories over HTTP (react-admin simple-rest)', () => {
  let t: TestApp;
  let token: string;
  let admin: ReturnType<typeof as>;
  let bags: { id: number };
  let totes: { id: number };

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, CORS_ORIGINS: 'http://admin.example' });
    token = await adminToken(t);
    admin = as(t, token);
    bags = await createCategory(t, token, 'Bags');
    totes = await createCategory(t, token, 'Totes', bags.id);
    await createCategory(t, token, 'Wallets');
  });
  afterAll(() => t.close());

  const list = (query: Record<string, unknown>) => simpleRestList(admin, '/api/admin/categories', query);
  const names = (body: { name: string }[]) => body.map((category) => category.name);

  it('lists with sort, range and Content-Range, and filters by q, parentId and id', async () => {
    const page = await list({ sort: ['name', 'ASC'], range: [0, 1] }).expect(200);
    expect(page.headers['content-range']).toBe('categories 0-1/3');
    expect(names(page.body)).toEqual(['Bags', 'Totes']);
    expect(page.body[1]).toMatchObject({
      name: 'Totes',
      slug: 'totes',
      parentId: bags.id,
      uploads: [{ url: expect.any(String) }],
    });

    expect(names((await list({ sort: ['name', 'DESC'], range: [0, 9] }).expect(200)).body)).toEqual([
      'Wallets',
      'Totes',
      'Bags',
    ]);
    expect(names((await list({ filter: { q: 'TOT' } }).expect(200)).body)).toEqual(['Totes']);
    expect(names((await list({ filter: { q: '%' } }).expect(200)).body)).toEqual([]);
    expect(names((await list({ filter: { parentId: null }, sort: ['name', 'ASC'] }).expect(200)).body)).toEqual([
      'Bags',
      'Wallets',
    ]);
    expect(names((await list({ filter: { parentId: bags.id } }).expect(200)).body)).toEqual(['Totes']);
    expect(names((await list({ filter: { id: [totes.id, bags.id] }, sort: ['id', 'ASC'] }).expect(200)).body)).toEqual([
      'Bags',
      'Totes',
    ]);
    await list({ filter: { parentId: 'x' } }).expect(400);
    await list({ sort: ['slug', 'ASC'] }).expect(400);
  });

  it('creates, reads, updates (replacing the image) and deletes, answering the deleted record', async () => {
    const created = await multipart(
      admin.post('/api/admin/categories'),
      { name: 'Belts', description: '<b>Strong</b><script>x</script>' },
      [{ field: 'media', data: await image() }],
    ).expect(201);
    expect(created.body).toMatchObject({ name: 'Belts', description: '<b>Strong</b>', parentId: null });
    const id = created.body.id;
    expect((await admin.get(`/api/admin/categories/${id}`).expect(200)).body.name).toBe('Belts');

    const oldImage = created.body.uploads[0].id;
    const updated = await multipart(
      admin.put(`/api/admin/categories/${id}`),
      { name: 'Leather Belts', parentId: String(bags.id), deletedUploadIds: [oldImage] },
      [{ field: 'media', data: await image({ color: '#000000' }) }],
    ).expect(200);
    expect(updated.body).toMatchObject({ name: 'Leather Belts', slug: 'leather-belts', parentId: bags.id });
    expect(updated.body.uploads).toHaveLength(1);
    expect(updated.body.uploads[0].id).not.toBe(oldImage);

    const deleted = await admin.delete(`/api/admin/categories/${id}`).expect(200);
    expect(deleted.body).toMatchObject({ id, name: 'Leather Belts' });
    await admin.get(`/api/admin/categories/${id}`).expect(404);
  });

  it('keeps the product’s rules: one image, a readable name, no delete while products or subcategories remain', async () => {
    const noImage = await multipart(admin.post('/api/admin/categories'), { name: 'Scarves' }).expect(400);
    expect(noImage.body.message).toBe('Please upload at least 1 images.');
    const twoImages = await multipart(admin.post('/api/admin/categories'), { name: 'Scarves' }, [
      { field: 'media', data: await image() },
      { field: 'media', data: await image() },
    ]).expect(400);
    expect(twoImages.body.message).toBe('You can upload a maximum of 1 images.');
    const blank = await multipart(admin.post('/api/admin/categories'), { name: '  ' }, [
      { field: 'media', data: await image() },
    ]).expect(400);
    expect(blank.body.message).toEqual(['Please fill the category name.']);
    const extra = await multipart(admin.post('/api/admin/categories'), { name: 'Scarves', slug: 'x' }, [
      { field: 'media', data: await image() },
    ]).expect(400);
    expect(extra.body.message).toEqual(['property slug should not exist']);

    const withChild = await admin.delete(`/api/admin/categories/${bags.id}`).expect(409);
    expect(withChild.body.message).toMatch(/still has 1 subcategory/);
    await createProduct(t, token, { productName: 'Mira Tote', categoryId: totes.id });
    const withProduct = await admin.delete(`/api/admin/categories/${totes.id}`).expect(409);
    expect(withProduct.body.message).toMatch(/still has 1 product/);
  });

  it('is for admins only', async () => {
    const buyer = await customer(t, 'nosy');
    await as(t, buyer.token).get('/api/admin/categories').expect(403);
    await as(t, buyer.token).delete(`/api/admin/categories/${bags.id}`).expect(403);
    await t.http.get('/api/admin/categories').expect(401);
  });

  it('lets a configured other origin send Range and read Content-Range (CORS), and no one else', async () => {
    const preflight = await t.http
      .options('/api/admin/categories')
      .set('Origin', 'http://admin.example')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization,range')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://admin.example');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Range/);
    const read = await list({}).set('Origin', 'http://admin.example').expect(200);
    expect(read.headers['access-control-expose-headers']).toBe('Content-Range');
    const stranger = await list({}).set('Origin', 'http://evil.example').expect(200);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});
