import { namedColourHex, PRODUCT_MESSAGES, UNKNOWN_COLOUR_HEX } from '@satchel/shared';
import { MikroORM } from '@mikro-orm/core';
import {
  ADMIN,
  adminToken,
  createCategory,
  createProduct,
  customerToken,
  image,
  multipart,
} from '../../../test/catalogue';
import { createTestApp, TestApp } from '../../../test/test-app';
import { PRODUCT_VERSION_REQUIRED } from './products.service';

const variant = (over: Record<string, unknown> = {}) => ({
  size: 'M',
  color: 'Tan',
  stock: 5,
  originalPrice: 2499,
  discountPrice: 1999,
  ...over,
});

describe('products over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let bags: { id: number };
  let totes: { id: number };
  let belts: { id: number };

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    admin = await adminToken(t);
    customer = await customerToken(t);
    bags = await createCategory(t, admin, 'Bags');
    totes = await createCategory(t, admin, 'Totes', bags.id);
    belts = await createCategory(t, admin, 'Belts');
  });
  afterAll(() => t.close());

  const post = (token = admin) => t.http.post('/api/products').set('Authorization', `Bearer ${token}`);

  it('creates a product with variants and images, in rupees and paise exactly', async () => {
    const created = await multipart(
      post(),
      {
        productName: '  Aarav Leather Tote ',
        categoryId: String(totes.id),
        description: '<p onclick="steal()">Full-grain <strong>leather</strong><script>alert(1)</script></p>',
        isBestSeller: 'true',
        productVariants: [
          variant({ size: 'L', color: '#7B3F00', originalPrice: 3499.99, discountPrice: 2999.5 }),
          variant({ color: 'Black', colorHexCode: '#000', discountPrice: 0, originalPrice: 0.1 }),
        ],
      },
      [
        { field: 'images', data: await image(), name: 'front.png' },
        { field: 'images', data: await image({ format: 'webp' }), name: 'side.webp' },
      ],
    ).expect(201);
    expect(created.body).toMatchObject({
      name: 'Aarav Leather Tote',
      isBestSeller: true,
      description: '<p>Full-grain <strong>leather</strong></p>',
      category: { id: totes.id, name: 'Totes', slug: 'totes' },
      categoryId: totes.id,
      variants: [
        {
          size: 'L',
          color: '#7B3F00',
          colorHexCode: '#7b3f00',
          stock: 5,
          originalPrice: 3499.99,
          discountPrice: 2999.5,
          // The price charged and the percent off come from the server; the apps only show them.
          price: 2999.5,
          percentOff: 14,
        },
        {
          size: 'M',
          color: 'Black',
          colorHexCode: '#000',
          originalPrice: 0.1,
          discountPrice: null,
          price: 0.1,
          percentOff: 0,
        },
      ],
    });
    expect(created.body.images).toHaveLength(2);
    expect(created.body.images[0]).toMatchObject({
      uploadId: expect.any(Number),
      url: expect.stringMatching(/\.png$/),
    });

    const [row] = await t.app
      .get(MikroORM)
      .em.getConnection()
      .execute(`select list_price_paise from products where id = ?`, [created.body.id]);
    expect(row.list_price_paise).toBe(299950);

    const byId = await t.http.get(`/api/products/${created.body.id}`).expect(200);
    expect(byId.body).toEqual(created.body);
    const byName = await t.http.get(`/api/products/by-name/${encodeURIComponent('aarav leather TOTE')}`).expect(200);
    expect(byName.body.id).toBe(created.body.id);
  });

  it('stores a swatch for every variant: a typed hex, else the one chosen, else the colour name’s, else grey', async () => {
    const created = await multipart(
      post(),
      {
        productName: 'Swatch Sampler',
        categoryId: String(totes.id),
        productVariants: [
          variant({ size: 'S', color: 'Cognac' }),
          variant({ size: 'M', color: 'navy' }),
          variant({ size: 'L', color: 'Wine', colorHexCode: '#5E1224' }),
          variant({ size: 'XL', color: 'Moonbeam' }),
        ],
      },
      [{ field: 'images', data: await image(), name: 'front.png' }],
    ).expect(201);
    expect(created.body.variants.map((v: { colorHexCode: string }) => v.colorHexCode)).toEqual([
      namedColourHex('Cognac'),
      '#000080',
      '#5e1224',
      UNKNOWN_COLOUR_HEX,
    ]);
  });

  it('updates through POST with an id and through PUT: variants kept, added and dropped; images kept and removed', async () => {
    const product = await createProduct(t, admin, { productName: 'Meher Clutch', categoryId: bags.id }, 3);
    const [first, second] = product.images;
    const updated = await multipart(
      post(),
      {
        id: String(product.id),
        version: String(product.version),
        productName: 'Meher Quilted Clutch',
        categoryId: String(bags.id),
        productVariants: [
          variant({ id: product.variants[0].id, version: product.variants[0].version, stock: 9 }),
          variant({ size: 'S', discountPrice: null, originalPrice: 1500 }),
        ],
        deletedImageIds: [first.id],
      },
      [{ field: 'images', data: await image({ format: 'jpeg' }), name: 'new.jpg' }],
    ).expect(201);
    expect(updated.body.id).toBe(product.id);
    expect(updated.body.name).toBe('Meher Quilted Clutch');
    expect(updated.body.variants).toMatchObject([
      { id: product.variants[0].id, stock: 9 },
      { size: 'S', originalPrice: 1500 },
    ]);
    expect(updated.body.images.map((i: { id: number }) => i.id)).toEqual([
      second.id,
      product.images[2].id,
      expect.any(Number),
    ]);
    await t.http.get(first.url).expect(404);

    const viaPut = await multipart(t.http.put(`/api/products/${product.id}`).set('Authorization', `Bearer ${admin}`), {
      version: String(updated.body.version),
      productName: 'Meher Quilted Clutch',
      categoryId: String(bags.id),
      productVariants: [variant({ size: 'XL' })],
    }).expect(200);
    expect(viaPut.body.variants).toEqual([expect.objectContaining({ size: 'XL' })]);
    expect(viaPut.body.images).toHaveLength(3);
  });

  it('refuses an edit without the versions it was loaded at: it could put back stock sold since', async () => {
    const product = await createProduct(t, admin, { productName: 'Versioned Tote', categoryId: bags.id });
    const edit = (fields: Record<string, unknown>) =>
      multipart(t.http.put(`/api/products/${product.id}`).set('Authorization', `Bearer ${admin}`), {
        productName: 'Versioned Tote',
        categoryId: String(bags.id),
        ...fields,
      });
    const kept = (over: Record<string, unknown> = {}) => variant({ id: product.variants[0].id, stock: 500, ...over });
    const noVersion = await edit({ productVariants: [kept({ version: product.variants[0].version })] }).expect(400);
    expect(noVersion.body.message).toBe(PRODUCT_VERSION_REQUIRED);
    const noSizeVersion = await edit({ version: String(product.version), productVariants: [kept()] }).expect(400);
    expect(noSizeVersion.body.message).toBe(PRODUCT_VERSION_REQUIRED);
    // Nor may a size come back without its id, as a new size with the form's stock.
    const sentAgain = await edit({ version: String(product.version), productVariants: [variant({ stock: 500 })] });
    expect([sentAgain.status, sentAgain.body.message]).toEqual([400, PRODUCT_VERSION_REQUIRED]);
    expect((await t.http.get(`/api/products/${product.id}`).expect(200)).body.variants[0].stock).toBe(5);
    // With both, the edit is saved; a new size needs none.
    await edit({
      version: String(product.version),
      productVariants: [kept({ version: product.variants[0].version }), variant({ size: 'XL' })],
    }).expect(200);
  });

  it('answers each form mistake with the product’s message', async () => {
    const png = await image();
    const base = { productName: 'Valid Name', categoryId: String(bags.id), productVariants: [variant()] };
    const cases: [Record<string, unknown>, number, string | string[]][] = [
      [{ ...base, productName: '  ' }, 1, ['Please fill Product Name']],
      [{ ...base, productName: undefined }, 1, ['Please fill Product Name']],
      [{ ...base, categoryId: '' }, 1, ['Please select Category']],
      [{ ...base, categoryId: undefined }, 1, ['Please select Category']],
      [{ ...base, categoryId: '999999' }, 1, 'The chosen category does not exist.'],
      [base, 0, 'Please upload at least 1 image'],
      [
        { ...base, productVariants: [variant({ discountPrice: 3000 })] },
        1,
        'Discount Price cannot be greater than Original Price',
      ],
      [{ ...base, productVariants: [] }, 1, ['Please add at least one variant.']],
      [{ ...base, productVariants: 'not json' }, 1, ['Please add at least one variant.']],
      [
        { ...base, productVariants: [variant({ color: 'rgb(1,2,3)' })] },
        1,
        ['Colour must be a colour name or a hex code such as #7b3f00.'],
      ],
      [
        { ...base, productVariants: [variant({ color: '#12345' })] },
        1,
        ['Colour must be a colour name or a hex code such as #7b3f00.'],
      ],
      [{ ...base, productVariants: [variant({ stock: -1 })] }, 1, ['Stock must be a whole number of 0 or more.']],
      [{ ...base, productVariants: [variant({ stock: 1.5 })] }, 1, ['Stock must be a whole number of 0 or more.']],
      [
        { ...base, productVariants: [variant({ originalPrice: undefined, discountPrice: null })] },
        1,
        ['Original Price is required.'],
      ],
      [
        { ...base, productVariants: [variant({ originalPrice: 10.123 })] },
        1,
        ['Prices must be amounts in rupees with at most 2 decimals.'],
      ],
      [{ ...base, productVariants: [variant({ size: ' ' })] }, 1, ['Please fill the size of every variant.']],
      [{ ...base, productVariants: [variant(), variant()] }, 1, PRODUCT_MESSAGES.duplicateVariant],
      [{ ...base, productVariants: [variant({ id: 999999 })] }, 1, 'Variant 999999 is not a variant of this product.'],
      [{ ...base, stock: '5' }, 1, ['property stock should not exist']],
    ];
    for (const [fields, count, message] of cases) {
      const files = Array.from({ length: count }, () => ({ field: 'images', data: png }));
      const response = await multipart(post(), fields, files);
      expect({ fields, status: response.status, message: response.body.message }).toEqual({
        fields,
        status: 400,
        message,
      });
    }
  });

  it('allows 1 to 10 images, counting kept and new ones', async () => {
    const png = await image();
    const fields = { productName: 'Many Photos Bag', categoryId: String(bags.id), productVariants: [variant()] };
    const eleven = Array.from({ length: 11 }, () => ({ field: 'images', data: png }));
    const tooMany = await multipart(post(), fields, eleven).expect(400);
    expect(tooMany.body.message).toBe('Maximum 10 images allowed.');

    const product = await createProduct(t, admin, { productName: 'Many Photos Bag', categoryId: bags.id }, 10);
    const oneMore = await multipart(post(), { ...fields, id: String(product.id) }, [
      { field: 'images', data: png },
    ]).expect(400);
    expect(oneMore.body.message).toBe('Maximum 10 images allowed.');
    const allGone = await multipart(post(), {
      ...fields,
      id: String(product.id),
      deletedImageIds: product.images.map((i) => i.id),
    }).expect(400);
    expect(allGone.body.message).toBe('Please upload at least 1 image');
  });

  it('keeps names unique regardless of case', async () => {
    await createProduct(t, admin, { productName: 'Kavya Sling', categoryId: bags.id });
    const clash = await multipart(
      post(),
      { productName: 'KAVYA sling', categoryId: String(bags.id), productVariants: [variant()] },
      [{ field: 'images', data: await image() }],
    ).expect(409);
    expect(clash.body.message).toBe('A product named "KAVYA sling" already exists.');
  });

  it('deletes a product with its image files', async () => {
    const product = await createProduct(t, admin, { productName: 'Short Lived', categoryId: belts.id }, 2);
    await t.http.get(product.images[0].url).expect(200);
    const deleted = await t.http
      .delete(`/api/products/${product.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(deleted.body).toMatchObject({ id: product.id, name: 'Short Lived' });
    await t.http.get(product.images[0].url).expect(404);
    await t.http.get(`/api/products/${product.id}`).expect(404);
    await t.http.delete(`/api/products/${product.id}`).set('Authorization', `Bearer ${admin}`).expect(404);
  });

  it('lets only admins change products, and answers 404 for unknown ones', async () => {
    const fields = { productName: 'Nope', categoryId: String(bags.id), productVariants: [variant()] };
    await multipart(t.http.post('/api/products'), fields).expect(401);
    await multipart(post(customer), fields).expect(403);
    await multipart(t.http.put('/api/products/1').set('Authorization', `Bearer ${customer}`), fields).expect(403);
    await t.http.delete('/api/products/1').set('Authorization', `Bearer ${customer}`).expect(403);
    await t.http.delete('/api/products/1').expect(401);
    await multipart(t.http.put('/api/products/999999').set('Authorization', `Bearer ${admin}`), fields).expect(404);
    await multipart(post(), { ...fields, id: '999999' }, [{ field: 'images', data: await image() }]).expect(404);
    await t.http.get('/api/products/999999').expect(404);
    await t.http.get('/api/products/abc').expect(404);
    await t.http.get('/api/products/by-name/No%20Such%20Thing').expect(404);
  });
});
