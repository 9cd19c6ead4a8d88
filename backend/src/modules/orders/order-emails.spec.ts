import type { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { ADMIN, image, multipart } from '../../../test/catalogue';
import { as, customer, openShop, Shop } from '../../../test/shopping';
import { createTestApp, eventually, TestApp } from '../../../test/test-app';
import { addDays, shopDate } from './shop-calendar';

/** A real SMTP server on a free port that keeps what it is sent, and can refuse for a while. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const state = { refusing: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refused++;
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream, { keepCidLinks: true })
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('order e-mails over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let shop: Shop;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ ...ADMIN, SMTP_URL: smtp.url, MAIL_RETRY_MS: '200' });
    shop = await openShop(t);
    await multipart(
      as(t, shop.admin).put('/api/company-details'),
      { name: 'Satchel & Sons', email: 'hello@satchel.in', phone: '9820012345', pincode: '400050' },
      [{ field: 'logo', data: await image({ width: 120, height: 40 }), name: 'logo.png' }],
    ).expect(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (address: string, subject: RegExp) =>
    smtp.received.filter(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === address && subject.test(mail.subject ?? ''),
    );

  it('delivers the confirmation: recipient, lines with size and colour, total in rupees, address, delivery date, logo', async () => {
    const meera = await customer(t, 'meera', {
      address: true,
      cart: [
        { variantId: shop.tote.variants[0].id, quantity: 2 },
        { variantId: shop.wallet.variants[0].id, quantity: 1 },
      ],
    });
    const order = (
      await as(t, meera.token)
        .post('/api/orders/place')
        .send({ addressId: meera.addressId, paymentMethod: 'COD' })
        .expect(201)
    ).body;

    const [mail] = await eventually(async () => {
      const found = mailsTo('meera@example.com', /confirmed/);
      return found.length ? found : undefined;
    });
    expect(mail.subject).toBe(`Your order #${order.id} is confirmed`);
    expect(mail.from?.text).toContain('no-reply@satchel.local');
    const expected = addDays(shopDate(new Date()), 7);
    const deliveryDay = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${expected}T00:00:00Z`),
    );
    for (const body of [mail.text ?? '', mail.html || '']) {
      expect(body).toContain('Aarav Leather Tote');
      expect(body).toContain('Size: M');
      expect(body).toContain('Colour: Tan');
      expect(body).toContain('₹9,998.00');
      expect(body).toContain('Kabir Wallet');
      expect(body).toContain('₹1,499.50');
      expect(body).toContain('₹11,497.50'); // the total
      expect(body).toContain('14 Linking Road');
      expect(body).toContain('400050');
      expect(body).toContain(deliveryDay);
    }
    expect(mail.text).toContain('Satchel & Sons');
    expect(mail.html).toContain('alt="Satchel &amp; Sons"');
    expect(mail.text).toContain('Aarav Leather Tote (Size: M, Colour: Tan) × 2: ₹9,998.00');
    expect(mail.text).toContain('Total (cash on delivery): ₹11,497.50');
    expect(mail.html).toContain('src="cid:logo@satchel"');
    expect(mail.attachments.map((a) => [a.cid, a.contentType])).toEqual([['logo@satchel', 'image/png']]);

    // Asking again for a sent confirmation sends nothing more.
    const again = await as(t, meera.token)
      .post('/api/orders/send-confirmation')
      .send({ orderId: order.id })
      .expect(200);
    expect(again.body).toEqual({ status: 'sent', sentAt: expect.any(String) });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsTo('meera@example.com', /confirmed/)).toHaveLength(1);

    // Status changes use the same path.
    await as(t, shop.admin).put(`/api/orders/${order.id}/status`).send({ deliveryStatus: 'SHIPPED' }).expect(200);
    const [shipped] = await eventually(async () => {
      const found = mailsTo('meera@example.com', /on its way/);
      return found.length ? found : undefined;
    });
    expect(shipped.subject).toBe(`Your order #${order.id} is on its way`);
    expect(shipped.text).toContain('₹11,497.50');
  });

  it('keeps an e-mail the SMTP server refuses, retries with backoff, and delivers it once when it recovers', async () => {
    smtp.state.refusing = true;
    const ravi = await customer(t, 'ravi', {
      address: true,
      cart: [{ variantId: shop.tote.variants[0].id, quantity: 1 }],
    });
    const order = (
      await as(t, ravi.token)
        .post('/api/orders/place')
        .send({ addressId: ravi.addressId, paymentMethod: 'COD' })
        .expect(201)
    ).body;
    await eventually(async () => (smtp.state.refused >= 2 ? true : undefined));
    expect(mailsTo('ravi@example.com', /confirmed/)).toHaveLength(0);
    const waiting = await as(t, ravi.token)
      .post('/api/orders/send-confirmation')
      .send({ orderId: order.id })
      .expect(200);
    expect(waiting.body).toEqual({ status: 'queued', sentAt: null });

    smtp.state.refusing = false;
    const [mail] = await eventually(async () => {
      const found = mailsTo('ravi@example.com', /confirmed/);
      return found.length ? found : undefined;
    }, 30_000);
    expect(mail.text).toContain('Total (cash on delivery): ₹4,999.00');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('ravi@example.com', /confirmed/)).toHaveLength(1);
  });
});
