import { ADMIN } from '../../../test/catalogue';
import { adminToken } from '../../../test/catalogue';
import { as, customer, simpleRestList } from '../../../test/shopping';
import { createTestApp, TestApp } from '../../../test/test-app';

describe('admin legal pages over HTTP (react-admin simple-rest, the slug as id)', () => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    admin = as(t, await adminToken(t));
  });
  afterAll(() => t.close());

  const list = (query: Record<string, unknown>) => simpleRestList(admin, '/api/admin/legal-pages', query);

  it('always has both pages, empty until written', async () => {
    const all = await list({}).expect(200);
    expect(all.headers['content-range']).toBe('legal-pages 0-1/2');
    expect(all.body).toEqual([
      { id: 'privacy-policy', slug: 'privacy-policy', title: 'Privacy Policy', content: '', updatedAt: null },
      { id: 'terms-conditions', slug: 'terms-conditions', title: 'Terms and Conditions', content: '', updatedAt: null },
    ]);
    expect((await admin.get('/api/admin/legal-pages/terms-conditions').expect(200)).body.content).toBe('');
    expect((await admin.get('/api/admin/legal-pages/refunds').expect(404)).body.message).toBe('Page not found');
  });

  it('saves the whole record react-admin sends back, sanitized, and the storefront reads it', async () => {
    const loaded = (await admin.get('/api/admin/legal-pages/privacy-policy').expect(200)).body;
    const saved = await admin
      .put('/api/admin/legal-pages/privacy-policy')
      .send({ ...loaded, content: '<p>We keep little.</p><script>x()</script>' })
      .expect(200);
    expect(saved.body).toMatchObject({
      id: 'privacy-policy',
      content: '<p>We keep little.</p>',
      updatedAt: expect.any(String),
    });
    expect((await t.http.get('/api/legal-pages/privacy-policy').expect(200)).body.content).toBe(
      '<p>We keep little.</p>',
    );

    const many = await list({ filter: { id: ['privacy-policy'] } }).expect(200);
    expect(many.body.map((page: { content: string }) => page.content)).toEqual(['<p>We keep little.</p>']);

    const empty = await admin.put('/api/admin/legal-pages/privacy-policy').send({ content: '' }).expect(400);
    expect(empty.body.message).toEqual(['Please write the page content.']);
    await admin.put('/api/admin/legal-pages/refunds').send({ content: 'x' }).expect(404);
    await admin.put('/api/admin/legal-pages/privacy-policy').send({ content: 'x', createdBy: 1 }).expect(400);
  });

  it('creates by slug and deletes back to the fixed text, answering the page as it was', async () => {
    await admin
      .post('/api/admin/legal-pages')
      .send({ slug: 'terms-conditions', content: '<p>Be kind.</p>' })
      .expect(201);
    const deleted = await admin.delete('/api/admin/legal-pages/terms-conditions').expect(200);
    expect(deleted.body).toMatchObject({ id: 'terms-conditions', content: '<p>Be kind.</p>' });
    await t.http.get('/api/legal-pages/terms-conditions').expect(404);
    await admin.delete('/api/admin/legal-pages/terms-conditions').expect(404);
  });

  it('is for admins only', async () => {
    const buyer = await customer(t, 'nosy');
    await as(t, buyer.token).get('/api/admin/legal-pages').expect(403);
    await as(t, buyer.token).put('/api/admin/legal-pages/privacy-policy').send({ content: 'x' }).expect(403);
    await t.http.get('/api/admin/legal-pages').expect(401);
  });
});
