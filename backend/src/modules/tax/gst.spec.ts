import { EntityManager } from '@mikro-orm/postgresql';
import {
  COMPANY_MESSAGES,
  endOfShopDay,
  GST_MESSAGES,
  PAYMENT_WORDS,
  shopDate,
  splitTax,
  startOfShopDay,
  STATE_MESSAGES,
  taxOfInclusive,
} from '@satchel/shared';
import { ADMIN, createCategory, createProduct, multipart } from '../../../test/catalogue';
import { binary, pdfText } from '../../../test/pdf';
import { ADDRESS, as, confirmationEmail, customer } from '../../../test/shopping';
import { adminToken } from '../../../test/catalogue';
import { createTestApp, runMigration, TestApp } from '../../../test/test-app';
import { GST_REPORT_PERIOD } from './gst-report.controller';
import { Migration20261127071355 } from '../../infra/database/migrations/Migration20261127071355';
import { DeliveryStatus, Order } from '../orders/order.entity';
import { CREDITED_ORDER_CANNOT_REOPEN, TaxDocumentsService } from '../orders/tax-documents.service';

const PUNE = {
  ...ADDRESS,
  addressLine1: '7 Dhole Patil Road',
  city: 'Pune',
  state: 'maharashtra',
  postalCode: '411001',
};
const DELHI = { ...ADDRESS, addressLine1: '12 Janpath', city: 'New Delhi', state: '07', postalCode: '110001' };

describe('GST: tax at the order, tax invoices, credit notes and the report', () => {
  let t: TestApp;
  let admin: string;
  let bag: { id: number; variants: { id: number }[] };
  let kurta: { id: number; variants: { id: number }[] };
  let apparelId: number;

  const company = (fields: Record<string, unknown>) =>
    multipart(as(t, admin).put('/api/company-details'), { name: 'Satchel Leather Works', ...fields });
  /** Places an order of these lines to the address for a new customer; the order as answered. */
  const order = async (name: string, address: object, cart: { variantId: number; quantity: number }[]) => {
    const buyer = await customer(t, name, { cart });
    const addressId = (await as(t, buyer.token).post('/api/addresses').send(address).expect(201)).body.id;
    const placed = await as(t, buyer.token).post('/api/orders/place').send({ addressId, paymentMethod: 'COD' });
    expect(placed.status).toBe(201);
    return { ...placed.body, token: buyer.token };
  };
  const ship = (id: number) => as(t, admin).put(`/api/orders/${id}/status`).send({ deliveryStatus: 'SHIPPED' });
  const lineTaxes = async (id: number) =>
    t.app
      .get(EntityManager)
      .fork()
      .execute<{ amount: number; rate: number | null; taxable: number; cgst: number; sgst: number; igst: number }[]>(
        `select unit_price_paise * quantity as amount, gst_rate_bp as rate, taxable_paise::int as taxable,
                cgst_paise::int as cgst, sgst_paise::int as sgst, igst_paise::int as igst
           from order_lines where order_id = ? order by id`,
        [id],
      );

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false' });
    admin = await adminToken(t);
    const bags = await createCategory(t, admin, 'Handbags');
    await multipart(as(t, admin).put(`/api/categories/${bags.id}`), {
      name: 'Handbags',
      hsnCode: '4202',
      gstRule: JSON.stringify([{ upTo: null, rate: 18 }]),
    }).expect(200);
    const apparel = await createCategory(t, admin, 'Apparel');
    apparelId = apparel.id;
    const saved = await multipart(as(t, admin).put(`/api/categories/${apparel.id}`), {
      name: 'Apparel',
      hsnCode: '6204',
      gstRule: JSON.stringify([
        { upTo: 2500, rate: 5 },
        { upTo: null, rate: 18 },
      ]),
    }).expect(200);
    expect(saved.body).toMatchObject({
      hsnCode: '6204',
      gstRule: [
        { upTo: 2500, rate: 5 },
        { upTo: null, rate: 18 },
      ],
    });
    // A sub-category takes its parent's HSN code and rule.
    const kurtas = await createCategory(t, admin, 'Kurtas', apparel.id);
    bag = await createProduct(t, admin, {
      productName: 'Aarav Leather Tote',
      categoryId: bags.id,
      productVariants: [{ size: 'M', color: 'Tan', stock: 100, originalPrice: 4999, discountPrice: null }],
    });
    kurta = await createProduct(t, admin, {
      productName: 'Chanderi Kurta',
      categoryId: kurtas.id,
      productVariants: [
        { size: 'S', color: 'Ivory', stock: 100, originalPrice: 2500, discountPrice: null },
        { size: 'M', color: 'Ivory', stock: 100, originalPrice: 2600, discountPrice: 2500.01 },
      ],
    });
  });
  afterAll(() => t.close());

  it('keeps the plain invoice and charges no GST until the shop is registered with a GSTIN and a state', async () => {
    const placed = await order('asha', PUNE, [{ variantId: bag.variants[0].id, quantity: 1 }]);
    expect(placed).toMatchObject({ tax: 0, invoiceNumber: null, items: [{ gstRate: null, hsnCode: '4202' }] });
    expect(await lineTaxes(placed.id)).toEqual([
      { amount: 499900, rate: null, taxable: 499900, cgst: 0, sgst: 0, igst: 0 },
    ]);
    expect((await ship(placed.id).expect(200)).body.invoiceNumber).toBeNull();
    const text = pdfText((await binary(as(t, placed.token).get(`/api/orders/${placed.id}/invoice`)).expect(200)).body);
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('TAX INVOICE');

    // A composition dealer issues a bill of supply.
    await company({ gstin: '27AAPFU0939F1ZV', state: '27', registrationType: 'COMPOSITION' }).expect(200);
    const composition = await order('bela', PUNE, [{ variantId: bag.variants[0].id, quantity: 1 }]);
    expect(composition.tax).toBe(0);
    const bill = pdfText(
      (await binary(as(t, composition.token).get(`/api/orders/${composition.id}/invoice`)).expect(200)).body,
    );
    expect(bill).toContain('BILL OF SUPPLY');
  });

  it('takes the company state by name or code, the invoice prefix and the registration, and refuses bad ones', async () => {
    const saved = await company({
      gstin: '27AAPFU0939F1ZV',
      state: 'MAHARASHTRA',
      registrationType: 'REGULAR',
      invoicePrefix: 'SLW',
    }).expect(200);
    expect(saved.body).toMatchObject({
      state: 'Maharashtra',
      stateCode: '27',
      registrationType: 'REGULAR',
      invoicePrefix: 'SLW',
    });
    expect((await company({ state: 'Atlantis' }).expect(400)).body.message).toEqual([STATE_MESSAGES.unknown]);
    // A GSTIN of Maharashtra (27) cannot be registered in Karnataka.
    expect((await company({ state: 'Karnataka' }).expect(400)).body.message).toBe(COMPANY_MESSAGES.gstinState);
    expect((await company({ invoicePrefix: 'TOO-LONG' }).expect(400)).body.message).toEqual([
      GST_MESSAGES.invoicePrefixFormat,
    ]);
    await company({ registrationType: 'SOMETIMES' }).expect(400);
    // CN numbers the credit notes: an invoice series under it would collide with theirs.
    expect((await company({ invoicePrefix: 'CN' }).expect(400)).body.message).toEqual([
      GST_MESSAGES.invoicePrefixFormat,
    ]);
    const bad = await multipart(as(t, admin).put(`/api/categories/${apparelId}`), {
      name: 'Apparel',
      gstRule: JSON.stringify([{ upTo: 2500, rate: 5 }]),
    }).expect(400);
    expect(bad.body.message).toEqual([GST_MESSAGES.slabsOrder]);
    const hsn = await multipart(as(t, admin).put(`/api/categories/${apparelId}`), { name: 'Apparel', hsnCode: '62' });
    expect(hsn.status).toBe(400);
    expect(hsn.body.message).toEqual([GST_MESSAGES.hsnFormat]);
  });

  it('taxes each line by its slab: ₹2,500.00 a piece at 5%, ₹2,500.01 at 18%; CGST + SGST within Maharashtra', async () => {
    const placed = await order('chitra', PUNE, [
      { variantId: kurta.variants[0].id, quantity: 1 },
      { variantId: kurta.variants[1].id, quantity: 1 },
      { variantId: bag.variants[0].id, quantity: 2 },
    ]);
    expect(placed.items.map((item: { gstRate: number; hsnCode: string }) => [item.hsnCode, item.gstRate])).toEqual([
      ['6204', 5],
      ['6204', 18],
      ['4202', 18],
    ]);
    const lines = await lineTaxes(placed.id);
    // ₹2,500 at 5%: 250000 / 1.05 = 238095.238… → 238095, tax 11905 = 5952 + 5953
    expect(lines[0]).toEqual({ amount: 250000, rate: 500, taxable: 238095, cgst: 5952, sgst: 5953, igst: 0 });
    expect(lines[1]).toMatchObject({ amount: 250001, rate: 1800, taxable: 211865, igst: 0 });
    for (const line of lines) {
      expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(line.amount);
      expect(line.taxable).toBe(taxOfInclusive(line.amount, line.rate!).taxablePaise);
    }
    expect(placed.tax * 100).toBe(lines.reduce((sum, line) => sum + line.cgst + line.sgst + line.igst, 0));
  });

  it('charges IGST to another state, and taxes delivery and the COD fee at the highest rate of the order', async () => {
    const delivery = { freeAbove: null, codLimit: null, pincodes: { mode: 'all', list: [] }, zones: [] };
    await as(t, admin)
      .put('/api/admin/delivery-settings')
      .send({ ...delivery, charge: 99, codFee: 19 })
      .expect(200);
    try {
      const placed = await order('divya', DELHI, [
        { variantId: kurta.variants[0].id, quantity: 2 },
        { variantId: bag.variants[0].id, quantity: 1 },
      ]);
      expect(placed.address).toMatchObject({ state: 'Delhi', stateCode: '07' });
      const lines = await lineTaxes(placed.id);
      for (const line of lines) expect(line).toMatchObject({ cgst: 0, sgst: 0 });
      expect(lines.map((line) => line.igst)).toEqual([
        taxOfInclusive(500000, 500).taxPaise,
        taxOfInclusive(499900, 1800).taxPaise,
      ]);
      const [charges] = await t.app
        .get(EntityManager)
        .fork()
        .execute(
          `select charges_gst_rate_bp as rate, charges_taxable_paise::int as taxable, charges_igst_paise::int as igst,
                  charges_cgst_paise::int as cgst from orders where id = ?`,
          [placed.id],
        );
      // ₹118 at 18%: ₹100 + ₹18
      expect(charges).toEqual({ rate: 1800, taxable: 10000, igst: 1800, cgst: 0 });
      expect(placed.tax).toBe((lines.reduce((sum, line) => sum + line.igst, 0) + 1800) / 100);
    } finally {
      await as(t, admin)
        .put('/api/admin/delivery-settings')
        .send({ ...delivery, charge: 0, codFee: 0 })
        .expect(200);
    }
  });

  it('works out every line in the database as taxOfInclusive and splitTax do, for hundreds of random amounts (property)', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const rates = [0, 25, 300, 500, 1200, 1800, 2800, 4000];
    const amounts = Array.from({ length: 400 }, () => Math.floor(random() * 50_00_000_00));
    const rateOf = amounts.map(() => rates[Math.floor(random() * rates.length)]);
    for (const supply of ['27', '07']) {
      const rows = await t.app
        .get(EntityManager)
        .fork()
        .execute<{ rate: number; taxable: string; cgst: string; sgst: string; igst: string }[]>(
          `select t.rate_bp as rate, t.taxable_paise as taxable, t.cgst_paise as cgst, t.sgst_paise as sgst,
                  t.igst_paise as igst
             from unnest(?::bigint[], ?::int[]) with ordinality as x(amount, rate, n)
            cross join lateral satchel_line_tax(null, null, x.rate, x.amount, 1, '27', ?, true) t
            order by x.n`,
          [`{${amounts.join(',')}}`, `{${rateOf.join(',')}}`, supply],
        );
      rows.forEach((row, i) => {
        const { taxablePaise, taxPaise } = taxOfInclusive(amounts[i], rateOf[i]);
        expect([row.rate, Number(row.taxable), Number(row.cgst), Number(row.sgst), Number(row.igst)]).toEqual([
          rateOf[i],
          taxablePaise,
          ...Object.values(splitTax(taxPaise, supply === '27')),
        ]);
        expect(Number(row.taxable) + Number(row.cgst) + Number(row.sgst) + Number(row.igst)).toBe(amounts[i]);
      });
    }
  });

  it('shows the GST in the confirmation e-mail and in the dashboard, per day, as placed', async () => {
    const placed = await order('ila', PUNE, [{ variantId: kurta.variants[0].id, quantity: 2 }]);
    expect(placed.tax).toBe(taxOfInclusive(500000, 500).taxPaise / 100);
    const email = await confirmationEmail(t, placed.id);
    expect(email.text).toContain(`Includes GST: ₹${placed.tax.toFixed(2)}`);
    expect(email.html).toContain('Includes GST');
    // The day in India it was placed on, not the test's today: the two may straddle India's midnight.
    const day = shopDate(new Date(placed.createdAt));
    const [{ tax }] = await t.app
      .get(EntityManager)
      .fork()
      .execute<{ tax: number }[]>(
        `select coalesce(sum(tax_paise), 0)::float8 / 100 as tax from orders
          where delivery_status <> 'CANCELED' and created_at >= ? and created_at < ?`,
        [startOfShopDay(day), endOfShopDay(day)],
      );
    const dashboard = (await as(t, admin).get('/api/admin/dashboard').expect(200)).body;
    expect(dashboard.days).toContainEqual(expect.objectContaining({ date: day, tax }));
    expect(tax).toBeGreaterThan(0);
  });

  it('keeps the tax as placed when rates change later', async () => {
    const placed = await order('esha', PUNE, [{ variantId: bag.variants[0].id, quantity: 1 }]);
    const before = await lineTaxes(placed.id);
    const product = (await as(t, admin).get(`/api/admin/products/${bag.id}`).expect(200)).body;
    await multipart(as(t, admin).post('/api/products'), {
      id: String(bag.id),
      version: String(product.version),
      productName: product.name,
      categoryId: String(product.categoryId),
      gstRate: '12',
      productVariants: JSON.stringify(product.variants),
    }).expect(201);
    expect((await as(t, admin).get(`/api/admin/products/${bag.id}`).expect(200)).body.gstRate).toBe(12);
    expect(await lineTaxes(placed.id)).toEqual(before);
    expect(before[0].rate).toBe(1800);
    const after = await order('farah', PUNE, [{ variantId: bag.variants[0].id, quantity: 1 }]);
    expect((await lineTaxes(after.id))[0].rate).toBe(1200);
  });

  it('refuses an old address whose state matched none until the customer picks one', async () => {
    const buyer = await customer(t, 'gita', { cart: [{ variantId: bag.variants[0].id, quantity: 1 }] });
    const addressId = (await as(t, buyer.token).post('/api/addresses').send(PUNE).expect(201)).body.id;
    // As the migration leaves a free-text state it could not match.
    await t.app
      .get(EntityManager)
      .fork()
      .execute(`update addresses set state = 'Bombay', state_code = null where id = ?`, [addressId]);
    expect((await as(t, buyer.token).get('/api/addresses').expect(200)).body[0]).toMatchObject({
      state: 'Bombay',
      stateCode: null,
    });
    const refused = await as(t, buyer.token)
      .post('/api/orders/place')
      .send({ addressId, paymentMethod: 'COD' })
      .expect(422);
    expect(refused.body.message).toBe(STATE_MESSAGES.addressNeedsState);
    expect((await as(t, buyer.token).get('/api/cart').expect(200)).body.items ?? []).not.toHaveLength(0);
    await as(t, buyer.token).put(`/api/addresses/${addressId}`).send(PUNE).expect(200);
    await as(t, buyer.token).post('/api/orders/place').send({ addressId, paymentMethod: 'COD' }).expect(201);
  });

  it('issues the tax invoice when the order ships, with every Rule 46 field, intra-state and inter-state', async () => {
    const pune = await order('hema', PUNE, [
      { variantId: kurta.variants[0].id, quantity: 1 },
      { variantId: bag.variants[0].id, quantity: 1 },
    ]);
    expect(pune.invoiceNumber).toBeNull();
    const shipped = (await ship(pune.id).expect(200)).body;
    expect(shipped.invoiceNumber).toMatch(/^SLW\/20\d\d-\d\d\/\d{4}$/);
    const mine = (await as(t, pune.token).get('/api/orders/my-orders').expect(200)).body;
    expect(mine[0]).toMatchObject({ id: pune.id, invoiceNumber: shipped.invoiceNumber });
    expect((await as(t, admin).get(`/api/admin/orders/${pune.id}`).expect(200)).body.invoiceNumber).toBe(
      shipped.invoiceNumber,
    );
    // Shipping again, or delivering, issues no second invoice.
    await as(t, admin).put(`/api/orders/${pune.id}/status`).send({ deliveryStatus: 'DELIVERED' }).expect(200);
    expect((await as(t, admin).get(`/api/admin/orders/${pune.id}`).expect(200)).body.invoiceNumber).toBe(
      shipped.invoiceNumber,
    );

    const intra = pdfText((await binary(as(t, pune.token).get(`/api/orders/${pune.id}/invoice`)).expect(200)).body);
    for (const field of [
      'TAX INVOICE',
      'Satchel Leather Works',
      'GSTIN 27AAPFU0939F1ZV',
      'State: Maharashtra (27)',
      `Invoice No. ${shipped.invoiceNumber}`,
      'Pune, Maharashtra 411001',
      'Place of supply: Maharashtra (27)',
      'Tax payable on reverse charge: No',
      'HSN',
      'TAXABLE VALUE',
      'CGST',
      'SGST',
      '6204',
      '4202',
      'Chanderi Kurta (Size S, Ivory)',
      'Authorised signatory',
      'Amount in words',
    ]) {
      expect(intra).toContain(field);
    }
    expect(intra).not.toContain('IGST');
    // ₹2,500 at 5%: taxable ₹2,380.95, CGST ₹59.52, SGST ₹59.53
    expect(intra).toMatch(/6204 1 ₹2,380\.95 5% ₹59\.52 ₹59\.53 ₹2,500\.00/);
    expect(intra).toContain('Rupees Seven Thousand Four Hundred Ninety-Nine Only');

    const delhi = await order('indu', DELHI, [{ variantId: bag.variants[0].id, quantity: 1 }]);
    const delhiInvoice = (await ship(delhi.id).expect(200)).body.invoiceNumber;
    const inter = pdfText((await binary(as(t, delhi.token).get(`/api/orders/${delhi.id}/invoice`)).expect(200)).body);
    expect(inter).toContain(`Invoice No. ${delhiInvoice}`);
    expect(inter).toContain('Place of supply: Delhi (07)');
    expect(inter).toContain('IGST');
    expect(inter).not.toContain('CGST');
    // ₹4,999 at 12% (the product's own rate now): taxable ₹4,463.39, IGST ₹535.61
    expect(inter).toMatch(/4202 1 ₹4,463\.39 12% ₹535\.61 ₹4,999\.00/);
  });

  it('issues a credit note when an invoiced order is cancelled, and never reopens it', async () => {
    const placed = await order('jaya', PUNE, [{ variantId: bag.variants[0].id, quantity: 1 }]);
    await as(t, placed.token).get(`/api/orders/${placed.id}/credit-note`).expect(404);
    const invoice = (await ship(placed.id).expect(200)).body.invoiceNumber;
    const cancelled = (
      await as(t, admin).put(`/api/orders/${placed.id}/status`).send({ deliveryStatus: 'CANCELED' }).expect(200)
    ).body;
    expect(cancelled.creditNoteNumber).toMatch(/^CN\/20\d\d-\d\d\/\d{5}$/);
    const text = pdfText(
      (await binary(as(t, placed.token).get(`/api/orders/${placed.id}/credit-note`)).expect(200)).body,
    );
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Credit Note No. ${cancelled.creditNoteNumber}`);
    expect(text).toContain(`Against invoice ${invoice}`);
    expect(text).toContain('CGST');
    expect(text).toContain(`Cash on delivery · ${PAYMENT_WORDS.cancelled}`);
    expect(text).not.toContain(PAYMENT_WORDS.onDelivery);
    const other = await customer(t, 'kavya');
    await as(t, other.token).get(`/api/orders/${placed.id}/credit-note`).expect(404);
    const reopened = await as(t, admin).put(`/api/orders/${placed.id}/status`).send({ deliveryStatus: 'SHIPPED' });
    expect(reopened.status).toBe(409);
    expect(reopened.body.message).toBe(CREDITED_ORDER_CANNOT_REOPEN);
  });

  it('prints a tax invoice to a name and address in Devanagari', async () => {
    const buyer = await customer(t, 'jyoti', { cart: [{ variantId: bag.variants[0].id, quantity: 1 }] });
    await as(t, buyer.token).put('/api/users/profile').send({ firstName: 'मीरा', lastName: 'अय्यर' }).expect(200);
    const addressId = (
      await as(t, buyer.token)
        .post('/api/addresses')
        .send({ ...PUNE, addressLine1: '7 ढोले पाटील रोड', city: 'पुणे' })
        .expect(201)
    ).body.id;
    const placed = (
      await as(t, buyer.token).post('/api/orders/place').send({ addressId, paymentMethod: 'COD' }).expect(201)
    ).body;
    await ship(placed.id).expect(200);
    const text = pdfText((await binary(as(t, buyer.token).get(`/api/orders/${placed.id}/invoice`)).expect(200)).body);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('मीरा अय्यर');
    expect(text).toContain('7 ढोले पाटील रोड');
    expect(text).toContain('पुणे, Maharashtra 411001');
  });

  it('numbers 20 orders shipped at once consecutively, and a rolled-back shipment leaves no gap', async () => {
    const buyer = await customer(t, 'lata');
    const addressId = (await as(t, buyer.token).post('/api/addresses').send(PUNE).expect(201)).body.id;
    const ids: number[] = [];
    for (let i = 0; i < 21; i++) {
      await as(t, buyer.token)
        .post('/api/cart/add')
        .send({ productVariantId: bag.variants[0].id, quantity: 1 })
        .expect(200);
      ids.push(
        (await as(t, buyer.token).post('/api/orders/place').send({ addressId, paymentMethod: 'COD' }).expect(201)).body
          .id,
      );
    }
    const last = async () => {
      const [row] = await t.app
        .get(EntityManager)
        .fork()
        .execute<{ serial: number }[]>(`select max(serial) as serial from tax_documents where kind = 'INVOICE'`);
      return row.serial;
    };
    // The 21st: cancelled while pending (no invoice), then out of stock, so shipping it rolls back.
    const doomed = ids.pop()!;
    await as(t, admin).put(`/api/orders/${doomed}/status`).send({ deliveryStatus: 'CANCELED' }).expect(200);
    const product = (await as(t, admin).get(`/api/admin/products/${bag.id}`).expect(200)).body;
    const stock = product.variants[0].stock;
    await t.app
      .get(EntityManager)
      .fork()
      .execute(`update product_variants set stock = 0 where id = ?`, [bag.variants[0].id]);
    const before = await last();
    await ship(doomed).expect(409);
    expect(await last()).toBe(before);
    await t.app
      .get(EntityManager)
      .fork()
      .execute(`update product_variants set stock = ? where id = ?`, [stock, bag.variants[0].id]);

    const numbers = await Promise.all(ids.map(async (id) => (await ship(id).expect(200)).body.invoiceNumber as string));
    const serials = numbers.map((number) => Number(number.split('/')[2])).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    expect(new Set(numbers).size).toBe(20);
  });

  it('starts the series over in a new financial year (April, in India)', async () => {
    const placed = await order('meena', PUNE, [{ variantId: bag.variants[0].id, quantity: 1 }]);
    const em = t.app.get(EntityManager).fork();
    await em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(Order, placed.id);
      // 1 April 2027, 00:10 in India: the first day of 2027-28.
      await t.app
        .get(TaxDocumentsService)
        .onStatusChange(tx, locked, DeliveryStatus.PENDING, DeliveryStatus.SHIPPED, new Date('2027-03-31T18:40:00Z'));
    });
    const [document] = await em.execute(`select number from tax_documents where order_id = ?`, [placed.id]);
    expect(document.number).toBe('SLW/2027-28/0001');
  });

  it('reports B2C supplies by place of supply and rate, and the HSN summary, equal to the documents of the period', async () => {
    const csv = await as(t, admin)
      .get('/api/admin/reports/gst')
      .query({ from: '2026-01-01', to: '2027-03-31' })
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = csv.text.trim().split('\r\n');
    expect(header).toBe('section,place_of_supply,hsn_code,rate,quantity,taxable_value,igst,cgst,sgst');
    const em = t.app.get(EntityManager).fork();
    // Every document of the period, from the orders' own lines and charges: invoices add, credit notes take away.
    const [expected] = await em.execute<{ taxable: number; igst: number; cgst: number; sgst: number }[]>(
      `select sum(s * (l.taxable + o.charges_taxable_paise * (l.first::int)))::float8 / 100 as taxable,
              sum(s * (l.igst + o.charges_igst_paise * (l.first::int)))::float8 / 100 as igst,
              sum(s * (l.cgst + o.charges_cgst_paise * (l.first::int)))::float8 / 100 as cgst,
              sum(s * (l.sgst + o.charges_sgst_paise * (l.first::int)))::float8 / 100 as sgst
         from (select order_id, case kind when 'INVOICE' then 1 else -1 end as s from tax_documents
                where issued_on between '2026-01-01' and '2027-03-31') d
         join orders o on o.id = d.order_id
         join (select order_id, taxable_paise as taxable, igst_paise as igst, cgst_paise as cgst, sgst_paise as sgst,
                      row_number() over (partition by order_id order by id) = 1 as first from order_lines) l
           on l.order_id = o.id`,
    );
    for (const section of ['B2C', 'HSN']) {
      const sum = (column: number) =>
        Math.round(
          rows
            .filter((row) => row.startsWith(section))
            .reduce((total, row) => total + Number(row.split(',')[column]) * 100, 0),
        ) / 100;
      expect({ taxable: sum(5), igst: sum(6), cgst: sum(7), sgst: sum(8) }).toEqual(expected);
    }
    expect(rows).toContain(rows.find((row) => row.startsWith('B2C,27-Maharashtra,,5,')));
    expect(rows.some((row) => row.startsWith('B2C,07-Delhi,,12,'))).toBe(true);
    expect(rows.some((row) => row.startsWith('HSN,,6204,5,'))).toBe(true);
    // The credit note took its invoice back out: the cancelled order counts nowhere.
    await as(t, admin).get('/api/admin/reports/gst').query({ from: '2026-12-01', to: '2026-11-01' }).expect(400);
    await as(t, admin).get('/api/admin/reports/gst').query({ from: 'yesterday', to: '2026-11-01' }).expect(400);
    expect(
      (await as(t, admin).get('/api/admin/reports/gst').query({ from: '2026-02-01', to: '2026-02-31' }).expect(400))
        .body.message,
    ).toBe(GST_REPORT_PERIOD);
    const shopper = await customer(t, 'nisha');
    await as(t, shopper.token)
      .get('/api/admin/reports/gst')
      .query({ from: '2026-01-01', to: '2026-12-31' })
      .expect(403);
  });
});

describe('the GST migration (Migration20261127071355)', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it("maps free-text states (addresses, orders, delivery zones) to the list where they match, leaves the rest for the customer, and takes the company's state from its GSTIN", async () => {
    t = await createTestApp({ ...ADMIN, RUN_WORKERS: 'false' });
    const admin = await adminToken(t);
    await multipart(as(t, admin).put('/api/company-details'), { name: 'Satchel', gstin: '27AAPFU0939F1ZV' }).expect(
      200,
    );
    const buyer = await customer(t, 'omana');
    const api = as(t, buyer.token);
    for (let i = 0; i < 5; i++) await api.post('/api/addresses').send(ADDRESS).expect(201);
    const em = t.app.get(EntityManager).fork();
    await runMigration(em, Migration20261127071355, 'down');
    const typed = ['  maharashtra ', 'Tamil Nadu', 'Orissa', '7', 'Bombay'];
    const ids = (await em.execute<{ id: number }[]>(`select id from addresses order by id`)).map((row) => row.id);
    for (const [i, state] of typed.entries()) {
      await em.execute(`update addresses set state = ? where id = ?`, [state, ids[i]]);
    }

    await em.execute(`insert into delivery_settings (id, updated_at) values (1, now()) on conflict do nothing`);
    await em.execute(`insert into delivery_zones (settings_id, kind, match, charge_paise, days)
                      values (1, 'state', 'Orissa', 0, 2), (1, 'state', 'TN', 10000, 5), (1, 'prefix', '7', 500, 4)`);

    await runMigration(em, Migration20261127071355, 'up');

    const rows = await em.execute(`select state, state_code as "stateCode" from addresses order by id`);
    expect(rows).toEqual([
      { state: 'Maharashtra', stateCode: '27' },
      { state: 'Tamil Nadu', stateCode: '33' },
      { state: 'Odisha', stateCode: '21' },
      { state: 'Delhi', stateCode: '07' },
      { state: 'Bombay', stateCode: null },
    ]);
    // Zones by state follow the addresses to the list's names; a prefix, or a name matching none, stays.
    expect(await em.execute(`select kind, match from delivery_zones order by id`)).toEqual([
      { kind: 'state', match: 'Odisha' },
      { kind: 'state', match: 'TN' },
      { kind: 'prefix', match: '7' },
    ]);
    const [details] = await em.execute(`select state_code as "stateCode" from company_details`);
    expect(details.stateCode).toBe('27');
  });
});
