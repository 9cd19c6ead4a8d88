import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { ADMIN, adminToken, createCategory, createProduct, insertProducts } from '../../../test/catalogue';
import { createTestApp, TestApp } from '../../../test/test-app';
import { SITEMAP_PAGE_SIZE } from './seo.service';

/** sitemaps.org's schemas: the urlset's as the `sitemap` package ships it, the index's from the protocol. */
const URLSET_XSD = readFileSync(
  join(dirname(require.resolve('sitemap/package.json')), 'schema', 'sitemap.xsd'),
  'utf8',
);
const SITEINDEX_XSD = readFileSync(join(__dirname, '../../../test/fixtures/siteindex.xsd'), 'utf8');

/** Validates with libxml2 (xmllint compiled to WebAssembly); the errors it reports, if any. */
async function schemaErrors(xml: string, schema: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'schema.xsd', contents: schema }],
    maxMemoryPages: 4096,
  });
  return result.errors.map((error) => error.rawMessage);
}

describe('robots.txt and the sitemap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false', PUBLIC_URL: 'https://shop.example.in' });
    const admin = await adminToken(t);
    const bags = await createCategory(t, admin, 'Hand Bags हैंडबैग');
    await createProduct(t, admin, {
      productName: 'Tote & Co "Large"',
      categoryId: bags.id,
      productVariants: [{ size: 'M', color: 'Tan', stock: 1, originalPrice: 999, discountPrice: null }],
    });
  });
  afterAll(() => t.close());

  it('lets crawlers into the shop but not into the back office, the API or a shopper’s pages', async () => {
    const robots = await t.http
      .get('/robots.txt')
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    expect(robots.text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api',
      'Disallow: /ops',
      'Disallow: /myaccount',
      'Disallow: /cart',
      'Disallow: /checkout',
      'Sitemap: https://shop.example.in/sitemap.xml',
      '',
    ]);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lists the home page, every category page and every product page with its last change, escaped', async () => {
    const sitemap = await t.http
      .get('/sitemap.xml')
      .expect(200)
      .expect('Content-Type', /application\/xml/);
    expect(sitemap.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locations = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)];
    expect(locations.map(([, loc]) => loc)).toEqual([
      'https://shop.example.in/',
      `https://shop.example.in/category/${encodeURIComponent('hand-bags-हैंडबैग')}`,
      `https://shop.example.in/product/${encodeURIComponent('Tote & Co "Large"')}`,
    ]);
    for (const [, , lastmod] of locations) expect(new Date(lastmod).toISOString()).toBe(lastmod);
    expect(await schemaErrors(sitemap.text, URLSET_XSD)).toEqual([]);
    // Only the server's paths: a page-number address that does not exist is a 404, not the storefront.
    await t.http.get('/sitemap-2.xml').expect(404);
    await t.http.get('/sitemap-x.xml').expect(404);
  });

  it('splits more than 50,000 pages into files of 50,000 under a sitemap index', async () => {
    const bulk = await createCategory(t, await adminToken(t), 'Bulk');
    await insertProducts(t, bulk.id, SITEMAP_PAGE_SIZE);
    const index = await t.http.get('/sitemap.xml').expect(200);
    expect([...index.text.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map(([, loc]) => loc)).toEqual([
      'https://shop.example.in/sitemap-1.xml',
      'https://shop.example.in/sitemap-2.xml',
    ]);
    const first = await t.http.get('/sitemap-1.xml').expect(200);
    const second = await t.http.get('/sitemap-2.xml').expect(200);
    expect(await schemaErrors(index.text, SITEINDEX_XSD)).toEqual([]);
    expect(await schemaErrors(first.text, URLSET_XSD)).toEqual([]);
    expect(await schemaErrors(second.text, URLSET_XSD)).toEqual([]);
    // The validator does refuse what breaks the schema.
    expect(await schemaErrors(second.text.replace('<lastmod>', '<lastmod>yesterday '), URLSET_XSD)).not.toEqual([]);
    const count = (text: string) => text.match(/<url>/g)?.length ?? 0;
    expect(count(first.text)).toBe(SITEMAP_PAGE_SIZE);
    expect(count(first.text) + count(second.text)).toBe(1 + 2 + 1 + SITEMAP_PAGE_SIZE);
  }, 120_000);
});
