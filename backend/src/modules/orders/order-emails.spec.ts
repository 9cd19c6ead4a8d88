import { addDays, shopDate } from '@satchel/shared';
import { readFile } from 'node:fs/promises';
import { MikroORM } from '@mikro-orm/core';
import { InProcessJobRuntime } from '../../infra/jobs/in-process-job-runtime';
import { JobRuntime } from '../../infra/jobs/job-runtime';
import { MACHINE } from '../../infra/jobs/process-identity';
import { ADMIN, createProduct, image, multipart } from '../../../test/catalogue';
import { as, customer, openShop, Shop } from '../../../test/shopping';
import { startSmtpServer, TestSmtpServer } from '../../../test/smtp';
import { createTestApp, eventually, TestApp } from '../../../test/test-app';

describe('order e-mails over SMTP', () => {
  let smtp: TestSmtpServer;
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

  const mailsTo = (address: string, subject: RegExp) => smtp.mailsTo(address, subject);

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
    // 7 days from the day it was placed on in India (the test's now may be past India's midnight).
    const expected = addDays(shopDate(new Date(order.createdAt)), 7);
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

  it('lists the delivery charge and COD fee as placed, and the shipped e-mail gives the carrier, AWB and tracking link', async () => {
    const delivery = { freeAbove: null, codLimit: null, pincodes: { mode: 'all', list: [] }, zones: [] };
    const settings = (body: object) =>
      as(t, shop.admin)
        .put('/api/admin/delivery-settings')
        .send({ ...delivery, ...body })
        .expect(200);
    await settings({ charge: 49, codFee: 20 });
    try {
      const tara = await customer(t, 'tara', {
        address: true,
        cart: [{ variantId: shop.wallet.variants[0].id, quantity: 1 }],
      });
      const order = (
        await as(t, tara.token)
          .post('/api/orders/place')
          .send({ addressId: tara.addressId, paymentMethod: 'COD' })
          .expect(201)
      ).body;
      const [confirmation] = await eventually(async () => {
        const found = mailsTo('tara@example.com', /confirmed/);
        return found.length ? found : undefined;
      });
      expect(confirmation.text).toContain('Delivery: ₹49.00');
      expect(confirmation.text).toContain('Cash on delivery fee: ₹20.00');
      // ₹1,499.50 + ₹49 + ₹20
      expect(confirmation.text).toContain('Total (cash on delivery): ₹1,568.50');
      expect(confirmation.html).toContain('Cash on delivery fee');

      await as(t, shop.admin)
        .put(`/api/orders/${order.id}/status`)
        .send({ deliveryStatus: 'SHIPPED', carrier: 'Delhivery', trackingNumber: 'DL1234567' })
        .expect(200);
      const [shipped] = await eventually(async () => {
        const found = mailsTo('tara@example.com', /on its way/);
        return found.length ? found : undefined;
      });
      expect(shipped.text).toContain(
        'Shipped with Delhivery · AWB DL1234567: https://www.delhivery.com/track/package/DL1234567',
      );
      expect(shipped.html).toContain('href="https://www.delhivery.com/track/package/DL1234567"');
      expect(shipped.text).toContain('Please keep ₹1,568.50 ready to pay on delivery.');
    } finally {
      await settings({ charge: 0, codFee: 0 });
    }
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

/** The jobs run only when the test drains the outbox, so it can change things while e-mails wait. */
describe('order e-mails waiting in the outbox', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let shop: Shop;
  let jobs: InProcessJobRuntime;
  let belt: { variants: { id: number }[] };
  const sql = <T>(query: string, params: unknown[] = []) =>
    t.app.get(MikroORM).em.getConnection().execute<T>(query, params);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // In-process jobs on either database, run by hand.
    t = await createTestApp({ ...ADMIN, SMTP_URL: smtp.url, REDIS_URL: '', RUN_WORKERS: 'false' });
    shop = await openShop(t);
    jobs = t.app.get(JobRuntime) as InProcessJobRuntime;
    belt = await createProduct(t, shop.admin, {
      productName: 'Dev Belt',
      categoryId: shop.categoryId,
      productVariants: [{ size: 'M', color: 'Tan', stock: 100, originalPrice: 999, discountPrice: null }],
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function placeOrder(name: string): Promise<{ id: number }> {
    const buyer = await customer(t, name, {
      address: true,
      cart: [{ variantId: belt.variants[0].id, quantity: 1 }],
    });
    return (
      await as(t, buyer.token)
        .post('/api/orders/place')
        .send({ addressId: buyer.addressId, paymentMethod: 'COD' })
        .expect(201)
    ).body;
  }
  const setStatus = (id: number, deliveryStatus: string) =>
    as(t, shop.admin).put(`/api/orders/${id}/status`).send({ deliveryStatus }).expect(200);
  const subjects = (address: string) => smtp.mailsTo(address, /order/).map((mail) => mail.subject);

  it('says the status the order has when it is sent, and one e-mail per real change, not per click', async () => {
    const cancelled = await placeOrder('asha');
    await setStatus(cancelled.id, 'CANCELED');
    const flipped = await placeOrder('bilal');
    for (const status of ['SHIPPED', 'PENDING', 'SHIPPED', 'PENDING', 'SHIPPED']) await setStatus(flipped.id, status);
    const undone = await placeOrder('chitra');
    await setStatus(undone.id, 'SHIPPED');
    await setStatus(undone.id, 'PENDING');
    await jobs.drain();

    const [confirmation] = smtp.mailsTo('asha@example.com', /confirmed/);
    expect(confirmation.text).toContain('It has since been cancelled');
    expect(confirmation.text).not.toContain('We are packing it now');
    // Nothing is owed: no total "cash on delivery", in either e-mail.
    const [cancellation] = smtp.mailsTo('asha@example.com', /has been cancelled/);
    for (const mail of [confirmation, cancellation]) {
      expect(mail.text).toMatch(/Total \(cancelled: nothing to pay\): ₹[\d,]+\.\d\d/);
      expect(mail.text).not.toContain('cash on delivery');
      expect(mail.html).toContain('Total (cancelled: nothing to pay)');
    }
    expect(subjects('asha@example.com').sort()).toEqual([
      `Your order #${cancelled.id} has been cancelled`,
      `Your order #${cancelled.id} is confirmed`,
    ]);
    expect(subjects('bilal@example.com').sort()).toEqual([
      `Your order #${flipped.id} is confirmed`,
      `Your order #${flipped.id} is on its way`,
    ]);
    expect(smtp.mailsTo('bilal@example.com', /confirmed/)[0].text).toContain('It has already shipped');
    // Shipped and back before anything went out: only the confirmation, which says it is being packed.
    expect(subjects('chitra@example.com')).toEqual([`Your order #${undone.id} is confirmed`]);
    expect(smtp.mailsTo('chitra@example.com', /confirmed/)[0].text).toContain('We are packing it now');

    // Every e-mail has its own stable Message-ID, derived from the order and the kind.
    expect(confirmation.messageId).toMatch(new RegExp(`^<order-${cancelled.id}\\.confirmation\\.\\d+@localhost>$`));
    expect([...smtp.deliveries().values()].every((count) => count === 1)).toBe(true);
  });

  it('sends an e-mail claimed by a process of this host that died, at once, not after the lease', async () => {
    const order = await placeOrder('dev');
    // A sender that died mid-send (kill -9) left its claims: on the outbox row and on the e-mail.
    const dead = `${MACHINE}:${await deadPid()}:0000dead`;
    await sql(
      `update outbox_messages set status = 'processing', locked_by = ?, locked_until = now() + interval '5 minutes'
        where id = (select message_id from order_emails where order_id = ?)`,
      [dead, order.id],
    );
    await sql(
      `update order_emails set claimed_by = ?, claimed_until = now() + interval '2 minutes' where order_id = ?`,
      [dead, order.id],
    );
    await jobs.drain(); // leased: nothing runs it yet
    expect(smtp.mailsTo('dev@example.com', /confirmed/)).toHaveLength(0);
    expect(await jobs.releaseDeadClaims()).toBe(1); // what a restart does first
    await jobs.drain();
    expect(smtp.mailsTo('dev@example.com', /confirmed/)).toHaveLength(1);

    // A live claim (this very process, as another sender would be) is waited for instead.
    const other = await placeOrder('esha');
    await sql(
      `update order_emails set claimed_by = 'another-host:1:live', claimed_until = now() + interval '2 minutes' where order_id = ?`,
      [other.id],
    );
    await jobs.drain();
    expect(smtp.mailsTo('esha@example.com', /confirmed/)).toHaveLength(0);
    const [row] = await sql<{ sent_at: Date | null; last_error: string }[]>(
      `select e.sent_at, m.last_error from order_emails e join outbox_messages m on m.id = e.message_id where e.order_id = ?`,
      [other.id],
    );
    expect(row).toMatchObject({
      sent_at: null,
      last_error: expect.stringContaining('being sent by another-host:1:live'),
    });
  });

  it('reports waiting jobs and the age of the oldest in /api/health, degraded past 15 minutes', async () => {
    await jobs.drain();
    expect((await t.http.get('/api/health').expect(200)).body).toMatchObject({
      status: 'ok',
      jobs: { failed: 0 },
    });
    await placeOrder('farah');
    await sql(`update outbox_messages set available_at = now() - interval '20 minutes' where status = 'pending'`);
    const health = (await t.http.get('/api/health').expect(200)).body;
    expect(health.status).toBe('degraded');
    expect(health.jobs.pending).toBeGreaterThanOrEqual(1);
    expect(health.jobs.oldestPendingSeconds).toBeGreaterThanOrEqual(1200);
    await jobs.drain();
    expect((await t.http.get('/api/health').expect(200)).body.status).toBe('ok');

    // A job written hours ago to run later (a webhook's next attempt) waits only from when it is due.
    await placeOrder('gauri');
    await sql(
      `update outbox_messages set created_at = now() - interval '8 hours', available_at = now() - interval '1 second'
        where status = 'pending' and attempts = 0`,
    );
    const later = (await t.http.get('/api/health').expect(200)).body;
    expect(later.status).toBe('ok');
    expect(later.jobs.oldestPendingSeconds).toBeLessThan(60);
    await jobs.drain();
  });
});

/** A pid no process has: the highest one the kernel allows is never handed out while this runs. */
async function deadPid(): Promise<number> {
  const max = Number((await readFile('/proc/sys/kernel/pid_max', 'utf8')).trim());
  for (let pid = max - 1; pid > 1; pid--) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid; // EPERM: in use
    }
  }
  throw new Error('no free pid');
}
