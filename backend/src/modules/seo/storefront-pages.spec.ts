import type { BreadcrumbList, Offer, Organization, Product, Thing, WebSite, WithContext } from 'schema-dts';
import { ADMIN, adminToken, createCategory, createProduct, image, multipart } from '../../../test/catalogue';
import { createTestApp, eventually, jobsIdle, TestApp } from '../../../test/test-app';
import { CatalogueCache } from '../../infra/cache/catalogue-cache';

/** The page's JSON-LD blocks, parsed, by their @type. */
function jsonLdOf(html: string): Map<string, WithContext<Thing>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return new Map(
    blocks.map(([, json]) => {
      const data = JSON.parse(json) as WithContext<Thing> & { '@type': string };
      return [data['@type'], data];
    }),
  );
}

/** The content of a meta tag. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)" />`).exec(html)?.[1];

describe('storefront pages that search engines and link previews can read', () => {
  let t: TestApp;
  let admin: string;
  let tote: Awaited<ReturnType<typeof createProduct>>;
  const name = 'Tote & Co "Large"';
  const path = `/product/${encodeURIComponent(name)}`;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, PUBLIC_URL: 'https://shop.example.in' });
    admin = await adminToken(t);
    const bags = await createCategory(t, admin, 'Hand Bags');
    tote = await createProduct(
      t,
      admin,
      {
        productName: name,
        categoryId: bags.id,
        description: '<p>Soft <strong>leather</strong> &amp; brass.</p><p>Never &lt;/script&gt; here.</p>',
        productVariants: [
          { size: 'M', color: 'Tan', stock: 3, originalPrice: 999, discountPrice: 799 },
          { size: 'L', color: 'Tan', stock: 0, originalPrice: 999, discountPrice: 799 },
        ],
      },
      1,
      { width: 1600, height: 1200 },
    );
    await createProduct(t, admin, {
      productName: 'Sold Out Satchel',
      categoryId: bags.id,
      productVariants: [
        { size: 'S', color: 'Black', stock: 0, originalPrice: 1500, discountPrice: null },
        { size: 'M', color: 'Black', stock: 0, originalPrice: 1800, discountPrice: null },
      ],
    });
  });
  afterAll(() => t.close());

  it('gives a product page its title, description, price, picture and canonical address in the HTML', async () => {
    // The picture is a WebP rendition once the job has made them (the original until then).
    const page = await eventually(async () => {
      const answer = await t.http.get(path).expect(200).expect('Content-Type', 'text/html; charset=utf-8');
      return meta(answer.text, 'og:image')?.endsWith('.webp') ? answer : undefined;
    });
    const html = page.text;
    expect(html).toContain('<title>Tote &amp; Co &quot;Large&quot; · Satchel</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(html, 'description')).toBe('Soft leather &amp; brass. Never &lt;/script&gt; here.');
    expect(html).toContain(`<link rel="canonical" href="https://shop.example.in${path}" />`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:title')).toBe('Tote &amp; Co &quot;Large&quot; · Satchel');
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/shop\.example\.in\/uploads\/\S+-\d+w\.webp$/);
    expect(Number(meta(html, 'og:image:width'))).toBeLessThanOrEqual(1280);
    expect(meta(html, 'product:price:amount')).toBe('799.00');
    expect(meta(html, 'product:price:currency')).toBe('INR');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // Still the app: its root and its script, for the browser to take over.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toMatch(/^W\//);

    // The picture a link preview shows is one the server really has.
    await t.http.get(new URL(meta(html, 'og:image')!).pathname).expect(200);
  });

  it('describes the product in JSON-LD: a Product with its Offer, and the breadcrumbs to it', async () => {
    const html = (await t.http.get(path).expect(200)).text;
    // Text from the description cannot close the script element it sits in.
    expect(html).not.toMatch(/<\/script>\s*here/);
    const data = jsonLdOf(html);
    const product = data.get('Product') as WithContext<Product>;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name,
      description: 'Soft leather & brass. Never </script> here.',
      sku: String(tote.id),
      category: 'Hand Bags',
      brand: { '@type': 'Brand', name: 'Satchel' },
    });
    expect(product.image).toEqual([expect.stringMatching(/^https:\/\/shop\.example\.in\/uploads\//)]);
    const offer = product.offers as Offer;
    expect(offer).toMatchObject({
      '@type': 'Offer',
      url: `https://shop.example.in${path}`,
      priceCurrency: 'INR',
      price: '799.00',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    const breadcrumbs = data.get('BreadcrumbList') as WithContext<BreadcrumbList>;
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.in/' },
      { '@type': 'ListItem', position: 2, name: 'Hand Bags', item: 'https://shop.example.in/category/hand-bags' },
      { '@type': 'ListItem', position: 3, name, item: `https://shop.example.in${path}` },
    ]);
  });

  it('offers a range when sizes differ in price, out of stock when none is left', async () => {
    const html = (await t.http.get('/product/sold%20out%20satchel').expect(200)).text;
    const product = jsonLdOf(html).get('Product') as WithContext<Product>;
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: '1500.00',
      highPrice: '1800.00',
      offerCount: 2,
      availability: 'https://schema.org/OutOfStock',
    });
    // Any case finds the product; the canonical address is its own name's.
    expect(html).toContain('<link rel="canonical" href="https://shop.example.in/product/Sold%20Out%20Satchel" />');
  });

  it('answers an unknown product or category with 404 and the app, which shows its not-found page', async () => {
    for (const missing of ['/product/No%20Such%20Bag', '/category/no-such-shelf']) {
      const page = await t.http.get(missing).expect(404).expect('Content-Type', 'text/html; charset=utf-8');
      expect(page.text).toContain('<div id="root"></div>');
      expect(page.text).toContain('<meta name="robots" content="noindex" />');
      expect(jsonLdOf(page.text).size).toBe(0);
    }
    expect((await t.http.get('/product/No%20Such%20Bag')).text).toContain('<title>Product not found · Satchel</title>');
  });

  it('gives a category page its name, description and breadcrumbs', async () => {
    const html = (await t.http.get('/category/hand-bags?sort=price_asc').expect(200)).text;
    expect(html).toContain('<title>Hand Bags · Satchel</title>');
    expect(meta(html, 'description')).toBe('All about Hand Bags');
    expect(html).toContain('<link rel="canonical" href="https://shop.example.in/category/hand-bags" />');
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/shop\.example\.in\/uploads\//);
    const breadcrumbs = jsonLdOf(html).get('BreadcrumbList') as WithContext<BreadcrumbList>;
    expect(breadcrumbs.itemListElement).toHaveLength(2);
  });

  it('describes the shop on the home page from the company details, and follows their changes', async () => {
    const before = jsonLdOf((await t.http.get('/').expect(200)).text);
    expect(before.get('Organization')).toMatchObject({ name: 'Satchel', url: 'https://shop.example.in/' });
    expect(before.get('WebSite')).toMatchObject({ name: 'Satchel', url: 'https://shop.example.in/' });

    await multipart(
      t.http.put('/api/company-details').set('Authorization', `Bearer ${admin}`),
      {
        name: 'Satchel & Sons',
        email: 'hello@satchel.in',
        phone: '9820012345',
        address: '12 Hill Road',
        pincode: '400050',
      },
      [{ field: 'logo', data: await image({ width: 120, height: 40 }), name: 'logo.png' }],
    ).expect(200);
    const html = (await t.http.get('/home').expect(200)).text;
    expect(html).toContain('<title>Satchel</title>');
    expect(meta(html, 'og:site_name')).toBe('Satchel &amp; Sons');
    expect(meta(html, 'description')).toBe(
      'Satchel: handbags, leather goods and apparel at incredible prices, with cash on delivery.',
    );
    // schema-dts lets an Organization be a bare name (a string); the page's is a whole node.
    const organization = jsonLdOf(html).get('Organization') as Exclude<WithContext<Organization>, string>;
    expect(organization).toMatchObject({
      name: 'Satchel & Sons',
      email: 'hello@satchel.in',
      telephone: '+919820012345',
      address: { '@type': 'PostalAddress', streetAddress: '12 Hill Road', postalCode: '400050', addressCountry: 'IN' },
    });
    expect(organization.logo).toMatch(/^https:\/\/shop\.example\.in\/uploads\//);
    const webSite = jsonLdOf(html).get('WebSite') as WithContext<WebSite>;
    expect(webSite.name).toBe('Satchel & Sons');
    // A product page names the new seller too: the change reached every cached page.
    const product = jsonLdOf((await t.http.get(path).expect(200)).text).get('Product') as WithContext<Product>;
    expect(product.brand).toEqual({ '@type': 'Brand', name: 'Satchel & Sons' });
  });

  it('keeps each page in the catalogue cache, and drops it when the product goes', async () => {
    const cache = t.app.get(CatalogueCache);
    // The test before uploads a logo: its picture job changes the catalogue when it finishes,
    // which would drop (or keep from being stored) the page read here.
    await jobsIdle(t);
    await t.http.get(path).expect(200);
    await eventually(async () => cache.lookup(`page:${path}`));
    const cached = await t.http.get(path).expect(200);
    expect(cached.text).toContain('<title>Tote &amp; Co &quot;Large&quot; · Satchel</title>');
    await t.http.get(path).set('If-None-Match', cached.headers.etag).expect(304);

    await t.http.delete(`/api/products/${tote.id}`).set('Authorization', `Bearer ${admin}`).expect(200);
    expect(cache.lookup(`page:${path}`)).toBeUndefined();
    await t.http.get(path).expect(404);
  });

  it('leaves the other storefront pages as the app was built', async () => {
    const html = (await t.http.get('/cart').expect(200)).text;
    expect(html).toContain('<title>Satchel</title>');
    expect(html).not.toContain('application/ld+json');
  });
});
