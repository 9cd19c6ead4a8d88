import { ADMIN, adminToken, customerToken } from '../../../test/catalogue';
import { createTestApp, TestApp } from '../../../test/test-app';

describe('legal pages over HTTP', () => {
  let t: TestApp;
  let admin: string;
  const post = (token = admin) => t.http.post('/api/legal-pages').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    admin = await adminToken(t);
  });
  afterAll(() => t.close());

  it('creates a page by slug, then updates the same page, with its content sanitized', async () => {
    expect((await t.http.get('/api/legal-pages').expect(200)).body).toEqual([]);
    await t.http.get('/api/legal-pages/privacy-policy').expect(404);

    const created = await post()
      .send({
        slug: 'privacy-policy',
        content:
          '<h2>Data</h2><p onmouseover="x()">We keep <a href="javascript:alert(1)">little</a>.</p><script>bad()</script>',
      })
      .expect(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      title: 'Privacy Policy',
      slug: 'privacy-policy',
      content: '<h2>Data</h2><p>We keep <a rel="noopener noreferrer nofollow">little</a>.</p>',
    });

    // the product's editor sends the whole page back; id and timestamps are ignored.
    const updated = await post()
      .send({
        ...created.body,
        id: 999,
        title: 'Our Privacy Policy',
        content: '<p>Updated <a href="mailto:privacy@satchel.in">privacy@satchel.in</a></p>',
      })
      .expect(200);
    expect(updated.body).toMatchObject({ id: created.body.id, title: 'Our Privacy Policy' });
    expect(updated.body.content).toBe(
      '<p>Updated <a href="mailto:privacy@satchel.in" rel="noopener noreferrer nofollow">privacy@satchel.in</a></p>',
    );

    await post().send({ slug: 'terms-conditions', content: '<p>Be kind.</p>' }).expect(201);
    const list = await t.http.get('/api/legal-pages').expect(200);
    expect(list.body.map((p: { slug: string }) => p.slug)).toEqual(['privacy-policy', 'terms-conditions']);
    const one = await t.http.get('/api/legal-pages/terms-conditions').expect(200);
    expect(one.body).toMatchObject({ title: 'Terms and Conditions', content: '<p>Be kind.</p>' });
  });

  it('refuses unknown slugs, empty content and unknown fields; only admins may save', async () => {
    const badSlug = await post().send({ slug: 'cookie-policy', content: '<p>x</p>' }).expect(400);
    expect(badSlug.body.message).toEqual(['slug must be one of privacy-policy, terms-conditions']);
    const empty = await post().send({ slug: 'privacy-policy', content: '' }).expect(400);
    expect(empty.body.message).toEqual(['Please write the page content.']);
    await post().send({ slug: 'privacy-policy', content: '<p>x</p>', author: 'me' }).expect(400);

    await t.http.post('/api/legal-pages').send({ slug: 'privacy-policy', content: '<p>x</p>' }).expect(401);
    await post(await customerToken(t))
      .send({ slug: 'privacy-policy', content: '<p>x</p>' })
      .expect(403);
  });
});
