import { ADDRESS_MESSAGES, MAX_ADDRESS_LINE_LENGTH } from '@satchel/shared';
import { ADMIN, adminToken, createCategory, customerToken, image, multipart } from '../../../test/catalogue';
import { createTestApp, TestApp } from '../../../test/test-app';

/**
 * Inputs that once reached a 500 (found by fuzzing): each is the client's mistake and must be
 * answered with a clear 400 that names it, before anything is written.
 */
describe('bad input answers 400, never 500', () => {
  let t: TestApp;
  let customer: string;
  let admin: string;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    customer = await customerToken(t, 'ravi');
    admin = await adminToken(t);
    categoryId = (await createCategory(t, admin, 'Belts')).id;
  });
  afterAll(() => t?.close());

  const register = (body: string) =>
    t.http.post('/api/auth/register').set('Content-Type', 'application/json').send(body);
  const valid = { username: 'zoya', password: 'correct horse battery', firstName: 'Zoya', lastName: 'Khan' };

  it('refuses an object with a "constructor", "__proto__" or "prototype" key', async () => {
    for (const key of ['constructor', '__proto__', 'prototype']) {
      const body = `{"username":"zoya","email":"zoya@example.com","password":"correct horse battery","firstName":"Z","lastName":"K","${key}":{"a":1}}`;
      const response = await register(body);
      expect({ key, status: response.status }).toEqual({ key, status: 400 });
    }
    const nested = await t.http
      .post('/api/addresses')
      .set('Authorization', `Bearer ${customer}`)
      .set('Content-Type', 'application/json')
      .send('{"constructor":{"prototype":{"polluted":true}},"addressLine1":"1 Road"}');
    expect(nested.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses JSON nested deeper than any request needs, before validating it', async () => {
    const deep = `{"username":${'['.repeat(3000)}${']'.repeat(3000)}}`;
    const response = await register(deep);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/nested too deeply/);
    const deepObject = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    expect((await register(deepObject)).status).toBe(400);
  });

  it('refuses a lone surrogate in an e-mail address or any text', async () => {
    const response = await register(
      JSON.stringify({ ...valid, email: 'zoya@example.com' }).replace('zoya@', '\\ud800x@'),
    );
    expect(response.status).toBe(400);
    const name = await register(
      JSON.stringify({ ...valid, email: 'zoya2@example.com' }).replace('"Zoya"', '"Zo\\udc00ya"'),
    );
    expect(name.status).toBe(400);
  });

  it("counts text as its column does: variation selectors count, so a padded value gets its field's message", async () => {
    const save = (addressLine1: string) =>
      t.http
        .post('/api/addresses')
        .set('Authorization', `Bearer ${customer}`)
        .send({ addressLine1, city: 'Pune', state: 'Maharashtra', postalCode: '411001' });
    // 300 characters to PostgreSQL; validator.js's isLength counts 150 (it leaves out U+FE0F after a character).
    const padded = await save('a\uFE0F'.repeat(150));
    expect(padded.status).toBe(400);
    expect(padded.body.message).toEqual([ADDRESS_MESSAGES.line1TooLong]);
    // Exactly the limit, with selectors or with characters outside the BMP (two UTF-16 units each), is taken whole.
    for (const line of ['a\uFE0F'.repeat(MAX_ADDRESS_LINE_LENGTH / 2), '\u{1F45C}'.repeat(MAX_ADDRESS_LINE_LENGTH)]) {
      const saved = await save(line);
      expect(saved.status).toBe(201);
      expect(saved.body.addressLine1).toBe(line);
    }
    expect((await save('\u{1F45C}'.repeat(MAX_ADDRESS_LINE_LENGTH + 1))).body.message).toEqual([
      ADDRESS_MESSAGES.line1TooLong,
    ]);
  });

  it('checks an e-mail address as it is kept, lower-cased, which can lengthen it', async () => {
    // A valid address of 140 characters as typed; lower-cased, each 'İ' becomes 'i' and a combining dot: 272.
    const email = `${'İ'.repeat(32)}@${Array(4).fill('İ'.repeat(25)).join('.')}.com`;
    const response = await register(JSON.stringify({ ...valid, username: 'dotted', email }));
    expect([response.status, response.body.message]).toEqual([400, ['Email is too long']]);
    const mixed = await register(
      JSON.stringify({ ...valid, username: 'mixedcase', email: ' Zoya.Mixed@Example.COM ' }),
    );
    expect([mixed.status, mixed.body.user?.email ?? mixed.body.email]).toEqual([201, 'zoya.mixed@example.com']);
  });

  it('refuses numbers no price can be (1e308, Infinity) in a query', async () => {
    for (const value of ['1e308', '-1e308', 'Infinity', '1e400', 'NaN']) {
      const response = await t.http.get(`/api/products?minPrice=${value}`);
      expect({ value, status: response.status }).toEqual({ value, status: 400 });
    }
    expect((await t.http.get('/api/products?minPrice=10&maxPrice=1e308')).status).toBe(400);
  });

  it('clears a nullable profile field given null, and refuses null for one that cannot be empty', async () => {
    const put = (body: object) =>
      t.http.put('/api/users/profile').set('Authorization', `Bearer ${customer}`).send(body);
    const cleared = await put({ mobile: null, dob: null });
    expect(cleared.status).toBe(200);
    for (const [field, message] of [
      ['firstName', 'First name must be text'],
      ['lastName', 'Last name must be text'],
      ['username', 'Username is required'],
      ['email', 'Please enter a valid email address'],
    ]) {
      const response = await put({ [field]: null });
      expect({ field, status: response.status, message: response.body.message }).toEqual({
        field,
        status: 400,
        message: [message],
      });
    }
  });

  it('refuses a NUL character inside the JSON text of a multipart field', async () => {
    const response = await multipart(
      t.http.post('/api/products').set('Authorization', `Bearer ${admin}`),
      {
        productName: 'Nul Belt',
        categoryId: String(categoryId),
        productVariants: '[{"size":"M\u0000","color":"Tan","stock":1,"originalPrice":100}]',
      },
      [{ field: 'images', data: await image() }],
    );
    expect(response.status).toBe(400);
    const escaped = await multipart(
      t.http.post('/api/products').set('Authorization', `Bearer ${admin}`),
      {
        productName: 'Nul Belt',
        categoryId: String(categoryId),
        productVariants: '[{"size":"M\\u0000","color":"Tan","stock":1,"originalPrice":100}]',
      },
      [{ field: 'images', data: await image() }],
    );
    expect(escaped.status).toBe(400);
  });

  it('takes only real numbers as numbers in a JSON body: not "12", not true', async () => {
    const add = (quantity: unknown) =>
      t.http.post('/api/cart/add').set('Authorization', `Bearer ${customer}`).send({ productVariantId: 1, quantity });
    for (const quantity of ['2', true, '', [2], { n: 2 }]) {
      const response = await add(quantity);
      expect({ quantity, status: response.status }).toEqual({ quantity, status: 400 });
    }
    const placed = await t.http
      .post('/api/orders/place')
      .set('Authorization', `Bearer ${customer}`)
      .send({ addressId: '1', paymentMethod: 'COD' });
    expect(placed.status).toBe(400);
  });

  it('refuses a NUL character or a lone surrogate escaped inside the JSON of an admin list query', async () => {
    for (const resource of ['customers', 'products', 'orders', 'categories']) {
      for (const filter of ['{"q":"\\u0000"}', '{"q":"\\ud800"}', '{"constructor":{"a":1}}']) {
        const response = await t.http
          .get(`/api/admin/${resource}`)
          .query({ filter })
          .set('Authorization', `Bearer ${admin}`);
        expect({ resource, filter, status: response.status }).toEqual({ resource, filter, status: 400 });
      }
      const sort = await t.http
        .get(`/api/admin/${resource}`)
        .query({ sort: '["id\\u0000","ASC"]' })
        .set('Authorization', `Bearer ${admin}`);
      expect({ resource, status: sort.status }).toEqual({ resource, status: 400 });
    }
  });

  it('answers an empty id list (react-admin getMany of nothing) with an empty page', async () => {
    for (const resource of ['customers', 'products', 'orders', 'categories']) {
      const response = await t.http
        .get(`/api/admin/${resource}`)
        .query({ filter: '{"id":[]}' })
        .set('Authorization', `Bearer ${admin}`);
      expect({ resource, status: response.status, body: response.body }).toEqual({ resource, status: 200, body: [] });
      expect(response.headers['content-range']).toBe(`${resource} 0-0/0`);
    }
  });
});
