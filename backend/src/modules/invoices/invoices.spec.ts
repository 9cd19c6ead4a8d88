import { COMPANY_MESSAGES } from '@satchel/shared';
import type { Response } from 'supertest';
import { ADMIN, multipart } from '../../../test/catalogue';
import { binary, pdfText } from '../../../test/pdf';
import { as, customer, openShop, Shop } from '../../../test/shopping';
import { createTestApp, TestApp } from '../../../test/test-app';

describe('invoices', () => {
  let t: TestApp;
  let shop: Shop;
  let meera: { token: string; addressId?: number };
  let orderId: number;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false' });
    shop = await openShop(t);
    await multipart(as(t, shop.admin).put('/api/company-details'), {
      name: 'Satchel & Sons',
      address: '14 Linking Road, Bandra West, Mumbai',
      pincode: '400050',
      email: 'hello@satchel.in',
      phone: '9820012345',
      gstin: '27AAPFU0939F1ZV',
    }).expect(200);
    meera = await customer(t, 'meera', {
      address: true,
      cart: [
        { variantId: shop.tote.variants[0].id, quantity: 2 },
        { variantId: shop.wallet.variants[0].id, quantity: 1 },
      ],
    });
    await as(t, meera.token).put('/api/users/profile').send({ firstName: 'Meera', lastName: 'Iyer' }).expect(200);
    const placed = await as(t, meera.token)
      .post('/api/orders/place')
      .send({ addressId: meera.addressId, paymentMethod: 'COD' })
      .expect(201);
    orderId = placed.body.id;
  });
  afterAll(() => t.close());

  it('gives the shopper a PDF with the seller, buyer, lines and total in figures and in words', async () => {
    const response: Response = await binary(as(t, meera.token).get(`/api/orders/${orderId}/invoice`)).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${orderId}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(pdf);
    expect(text).toContain('Satchel & Sons');
    expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    expect(text).toContain('INVOICE');
    expect(text).toContain(`Order no. ${orderId}`);
    expect(text).toContain('Meera Iyer');
    expect(text).toContain('14 Linking Road');
    expect(text).toContain('Mumbai, Maharashtra 400050');
    expect(text).toContain('Aarav Leather Tote (Size M, Tan)');
    expect(text).toContain('Kabir Wallet (Size One Size, Cognac)');
    // 2 × ₹4,999 + 1 × ₹1,499.50 = ₹11,497.50
    expect(text).toMatch(/2 ₹4,999\.00 ₹9,998\.00/);
    expect(text).toMatch(/1 ₹1,499\.50 ₹1,499\.50/);
    expect(text).toMatch(/Total ₹11,497\.50/);
    expect(text).toContain('Rupees Eleven Thousand Four Hundred Ninety-Seven and Fifty Paise Only');
  });

  it('prints the delivery charge and COD fee the order was placed with, above the total', async () => {
    const delivery = { freeAbove: null, codLimit: null, pincodes: { mode: 'all', list: [] }, zones: [] };
    await as(t, shop.admin)
      .put('/api/admin/delivery-settings')
      .send({ ...delivery, charge: 49, codFee: 20 })
      .expect(200);
    try {
      const ravi = await customer(t, 'ravi', {
        address: true,
        cart: [{ variantId: shop.wallet.variants[0].id, quantity: 1 }],
      });
      const placed = await as(t, ravi.token)
        .post('/api/orders/place')
        .send({ addressId: ravi.addressId, paymentMethod: 'COD' })
        .expect(201);
      const text = pdfText(
        (await binary(as(t, ravi.token).get(`/api/orders/${placed.body.id}/invoice`)).expect(200)).body,
      );
      // Ravi kept the names registering gave him (his username, twice): billed once by it.
      expect(text).toMatch(/BILL TO \/ DELIVER TO\s+ravi\s+14 Linking Road/);
      // ₹1,499.50 + ₹49 + ₹20 = ₹1,568.50
      expect(text).toMatch(/Delivery ₹49\.00/);
      expect(text).toMatch(/Cash on delivery fee ₹20\.00/);
      expect(text).toMatch(/Total ₹1,568\.50/);
      expect(text).toContain('Rupees One Thousand Five Hundred Sixty-Eight and Fifty Paise Only');
    } finally {
      await as(t, shop.admin)
        .put('/api/admin/delivery-settings')
        .send({ ...delivery, charge: 0, codFee: 0 })
        .expect(200);
    }
  });

  it('prints a name and address in Devanagari as written', async () => {
    const priya = await customer(t, 'priya', { cart: [{ variantId: shop.tote.variants[0].id, quantity: 1 }] });
    await as(t, priya.token).put('/api/users/profile').send({ firstName: 'मीरा', lastName: 'अय्यर' }).expect(200);
    // pdf.js reads glyphs in the order they are drawn, so a vowel sign drawn before its consonant
    // (दि) or a reph drawn over the next one (र्म) comes out of it moved, though the page shows the
    // word right: these words have neither.
    const address = await as(t, priya.token)
      .post('/api/addresses')
      .send({
        addressLine1: '7 ढोले पाटील रोड',
        addressLine2: 'संगमवाडी',
        city: 'पुणे',
        // States come from the list, as GST names them.
        state: 'maharashtra',
        postalCode: '411001',
      })
      .expect(201);
    const placed = await as(t, priya.token)
      .post('/api/orders/place')
      .send({ addressId: address.body.id, paymentMethod: 'COD' })
      .expect(201);
    const text = pdfText(
      (await binary(as(t, priya.token).get(`/api/orders/${placed.body.id}/invoice`)).expect(200)).body,
    );
    expect(text).toContain('मीरा अय्यर');
    expect(text).toContain('7 ढोले पाटील रोड');
    expect(text).toContain('संगमवाडी');
    expect(text).toContain('पुणे, Maharashtra 411001');
    expect(text).toMatch(/1 ₹4,999\.00 ₹4,999\.00/);
  });

  it('is built from the order as placed: later edits of the product or the profile do not change it', async () => {
    await as(t, meera.token).put('/api/users/profile').send({ firstName: 'Meera', lastName: 'Rao' }).expect(200);
    await t.http.delete(`/api/products/${shop.wallet.id}`).set('Authorization', `Bearer ${shop.admin}`).expect(200);
    const text = pdfText((await binary(as(t, meera.token).get(`/api/orders/${orderId}/invoice`)).expect(200)).body);
    expect(text).toContain('Meera Iyer');
    expect(text).not.toContain('Meera Rao');
    expect(text).toContain('Kabir Wallet (Size One Size, Cognac)');
    expect(text).toMatch(/Total ₹11,497\.50/);
  });

  it('lets an admin fetch it, and nobody else: another customer gets 404', async () => {
    const admin = await binary(as(t, shop.admin).get(`/api/orders/${orderId}/invoice`)).expect(200);
    expect(pdfText(admin.body)).toContain(`Order no. ${orderId}`);
    const kabir = await customer(t, 'kabir');
    await as(t, kabir.token).get(`/api/orders/${orderId}/invoice`).expect(404);
    await t.http.get(`/api/orders/${orderId}/invoice`).expect(401);
    await as(t, meera.token).get('/api/orders/999999/invoice').expect(404);
    await as(t, meera.token).get('/api/orders/abc/invoice').expect(404);
  });

  it('has none for a cancelled order: nothing was sold', async () => {
    const asha = await customer(t, 'asha', {
      address: true,
      cart: [{ variantId: shop.tote.variants[0].id, quantity: 1 }],
    });
    const placed = await as(t, asha.token)
      .post('/api/orders/place')
      .send({ addressId: asha.addressId, paymentMethod: 'COD' })
      .expect(201);
    await as(t, asha.token).put(`/api/orders/${placed.body.id}/cancel`).expect(200);
    const refused = await as(t, asha.token).get(`/api/orders/${placed.body.id}/invoice`).expect(409);
    expect(refused.body.message).toBe('A cancelled order has no invoice.');
  });

  it('takes a GSTIN only with a valid check character, and an empty one for none', async () => {
    const put = (gstin: string) =>
      multipart(as(t, shop.admin).put('/api/company-details'), { name: 'Satchel & Sons', gstin });
    const wrong = await put('27AAPFU0939F1ZW').expect(400);
    expect(JSON.stringify(wrong.body.message)).toContain(COMPANY_MESSAGES.gstinInvalid);
    await put('27AAPFU0939F1Z').expect(400);
    expect((await put('29AAGCB7383J1Z4').expect(200)).body.gstin).toBe('29AAGCB7383J1Z4');
    expect((await put('').expect(200)).body.gstin).toBe('');
    // An order placed before keeps the seller it was placed under; one placed now has no GSTIN.
    const kept = pdfText((await binary(as(t, meera.token).get(`/api/orders/${orderId}/invoice`)).expect(200)).body);
    expect(kept).toContain('GSTIN 27AAPFU0939F1ZV');
    const later = await as(t, meera.token)
      .post('/api/cart/add')
      .send({ productVariantId: shop.tote.variants[0].id, quantity: 1 })
      .expect(200)
      .then(() =>
        as(t, meera.token)
          .post('/api/orders/place')
          .send({ addressId: meera.addressId, paymentMethod: 'COD' })
          .expect(201),
      );
    const text = pdfText(
      (await binary(as(t, meera.token).get(`/api/orders/${later.body.id}/invoice`)).expect(200)).body,
    );
    expect(text).not.toContain('GSTIN');
  });
});
