import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { COMPANY_DETAILS_ID, REDACTED } from '@satchel/shared';
import { inRequestScope, setCurrentActor } from '../../common/request-scope';
import { ADMIN } from '../../../test/catalogue';
import { as, customer, openShop, Shop, shopDaysOf, simpleRestList } from '../../../test/shopping';
import { createTestApp, TestApp } from '../../../test/test-app';
import { Category } from '../categories/category.entity';
import { Product } from '../products/product.entity';

interface Entry {
  id: string;
  at: string;
  actorId: number;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string;
  changes: Record<string, { from?: unknown; to: unknown }> | null;
  requestId: string | null;
}

describe('the audit log', () => {
  let t: TestApp;
  let shop: Shop;
  let owner: ReturnType<typeof as>;
  let ownerId: number;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN, WEBHOOK_ALLOW_PRIVATE: 'true' });
    shop = await openShop(t);
    owner = as(t, shop.admin);
    ownerId = (await owner.get('/api/auth/me').expect(200)).body.data.user.id;
  });
  afterAll(() => t.close());

  async function entries(filter: Record<string, unknown> = {}): Promise<Entry[]> {
    const { body } = await simpleRestList(owner, '/api/admin/audit-log', { filter, range: [0, 99] }).expect(200);
    return body;
  }

  const rowCount = async () => {
    const [{ n }] = await t.app
      .get(EntityManager)
      .fork()
      .execute<{ n: number }[]>('select count(*)::int as n from audit_log');
    return n;
  };

  /** Runs `work` as a request of the owner's would: in a scope with this id, the owner acting. */
  const asStaff = <T>(requestId: string, work: () => Promise<T>): Promise<T> =>
    inRequestScope(
      t.app.get(EntityManager),
      () => {
        setCurrentActor({ id: ownerId, email: ADMIN.ADMIN_EMAIL });
        return work();
      },
      requestId,
    );

  it("records a staff member's change with who, what, the fields before and after, and the request id", async () => {
    const { token, addressId } = await customer(t, 'audit-shopper', {
      address: true,
      cart: [{ variantId: shop.wallet.variants[0].id, quantity: 1 }],
    });
    const placed = await as(t, token)
      .post('/api/orders/place')
      .set('Idempotency-Key', randomUUID())
      .send({ addressId, paymentMethod: 'COD' })
      .expect(201);
    // A customer's own writes are theirs, not the back office's: nothing is logged.
    expect(await entries({ entity: 'order', entityId: String(placed.body.id) })).toEqual([]);

    const requestId = `audit-${randomUUID()}`;
    await owner
      .put(`/api/admin/orders/${placed.body.id}`)
      .set('X-Request-Id', requestId)
      .send({ deliveryStatus: 'SHIPPED' })
      .expect(200);
    const [entry] = await entries({ entity: 'order', entityId: String(placed.body.id) });
    expect(entry).toMatchObject({
      actorId: ownerId,
      actorEmail: ADMIN.ADMIN_EMAIL,
      action: 'update',
      entity: 'order',
      entityId: String(placed.body.id),
      requestId,
    });
    expect(entry.changes).toEqual({ deliveryStatus: { from: 'PENDING', to: 'SHIPPED' } });

    // Cancelling puts the stock back in SQL, unseen by the ORM: logged under the product all the same.
    await owner.put(`/api/admin/orders/${placed.body.id}`).send({ deliveryStatus: 'CANCELED' }).expect(200);
    const [restock] = await entries({ entity: 'product', entityId: String(shop.wallet.id) });
    const variant = shop.wallet.variants[0];
    expect(restock).toMatchObject({
      actorId: ownerId,
      action: 'update',
      changes: { [`variants.${variant.id}.stock`]: { from: variant.stock - 1, to: variant.stock } },
    });
  });

  it("files a product's sizes under the product, and its creation with every field", async () => {
    const history = await entries({ entity: 'product', entityId: String(shop.tote.id) });
    const created = history.find((entry) => entry.action === 'create')!;
    expect(created.changes).toMatchObject({ name: { to: 'Aarav Leather Tote' } });
    const sizes = history.filter((entry) => Object.keys(entry.changes ?? {}).some((f) => f.startsWith('variants.')));
    expect(sizes.length).toBeGreaterThan(0);
  });

  it('signing in as staff is logged; a secret never is', async () => {
    const signIns = await entries({ entity: 'team-member', entityId: String(ownerId) });
    expect(signIns.length).toBeGreaterThan(0);
    // Only sign-ins: the session's own account, read into each request, is never logged as changed.
    expect(signIns.every((entry) => entry.action === 'login' && entry.changes === null)).toBe(true);

    const created = await owner
      .post('/api/admin/webhooks')
      .send({ url: 'http://127.0.0.1:9/hook', events: ['order.placed'] })
      .expect(201);
    const rotated = await owner.post(`/api/admin/webhooks/${created.body.id}/rotate-secret`).expect(200);
    const history = await entries({ entity: 'webhook', entityId: String(created.body.id) });
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0].changes?.secret).toEqual({ from: REDACTED, to: REDACTED });
    expect(history[1].changes?.secret).toEqual({ to: REDACTED });
    const logged = JSON.stringify(await entries());
    expect(logged).not.toContain(created.body.secret);
    expect(logged).not.toContain(rotated.body.secret);
    expect(logged).not.toContain('$argon2');
  });

  it('a change rolled back leaves no entry, in a transaction of its own or a longer one', async () => {
    const orm = { em: t.app.get(EntityManager) };
    const before = await rowCount();
    // Inside a longer transaction: written, then undone with it.
    await expect(
      asStaff('rolled-back-1', () =>
        orm.em.fork().transactional(async (em: EntityManager) => {
          const category = await em.findOneOrFail(Category, shop.categoryId);
          category.description = 'Changed, then rolled back';
          await em.flush();
          throw new Error('changed my mind');
        }),
      ),
    ).rejects.toThrow('changed my mind');
    expect(await rowCount()).toBe(before);
    // A flush of its own that fails (a name taken) rolls its entry back with it.
    await expect(
      asStaff('rolled-back-2', async () => {
        const em = orm.em.fork();
        const taken = await em.findOneOrFail(Category, shop.categoryId);
        em.create(Category, { name: taken.name, slug: taken.slug, description: 'A twin' } as never);
        await em.flush();
      }),
    ).rejects.toThrow();
    expect(await rowCount()).toBe(before);
    // And the same change committed is logged once.
    await asStaff('committed', async () => {
      const em = orm.em.fork();
      const category = await em.findOneOrFail(Category, shop.categoryId);
      category.description = 'Changed for good';
      await em.flush();
    });
    const [entry] = await entries({ entity: 'category', entityId: String(shop.categoryId) });
    expect(entry).toMatchObject({ requestId: 'committed', changes: { description: { to: 'Changed for good' } } });
    expect(await rowCount()).toBe(before + 1);
  });

  it('logs values as the record holds them: lists as lists, removed sizes under their product, long text cut whole', async () => {
    const invited = await owner
      .post('/api/admin/team')
      .send({ email: 'audited@satchel.test', firstName: 'A', lastName: 'B', permissions: ['orders'] })
      .expect(201);
    await owner
      .put(`/api/admin/team/${invited.body.id}`)
      .send({ permissions: ['customers'] })
      .expect(200);
    const [changed, created] = await entries({ entity: 'team-member', entityId: String(invited.body.id) });
    expect(changed.changes).toEqual({ permissions: { from: ['orders'], to: ['customers'] } });
    // No password yet: nothing to redact, so nothing said of it.
    expect(created.changes).not.toHaveProperty('passwordHash');
    expect(created.changes).toMatchObject({ permissions: { to: ['orders'] }, email: { to: 'audited@satchel.test' } });

    const em = t.app.get(EntityManager);
    const size = shop.tote.variants[1];
    await asStaff('size-removed', async () => {
      // As a product's form removes a size: out of the product's list, which deletes it.
      const fork = em.fork();
      const product = await fork.findOneOrFail(Product, shop.tote.id, { populate: ['variants'] });
      product.variants.remove(product.variants.getItems().find((variant) => variant.id === size.id)!);
      await fork.flush();
    });
    const [removed] = await entries({ entity: 'product', entityId: String(shop.tote.id) });
    expect(removed).toMatchObject({ requestId: 'size-removed', changes: { [`variants.${size.id}`]: { to: null } } });

    // An emoji across the cut: kept whole or left out, never half (jsonb refuses a lone surrogate).
    const long = `${'a'.repeat(3_999)}😀 and more`;
    await asStaff('long-text', async () => {
      const fork = em.fork();
      (await fork.findOneOrFail(Category, shop.categoryId)).description = long;
      await fork.flush();
    });
    const [cut] = await entries({ entity: 'category', entityId: String(shop.categoryId) });
    expect(cut.requestId).toBe('long-text');
    expect(cut.changes?.description.to).toBe(`${'a'.repeat(3_999)}…`);
  });

  it('files a legal page under its slug, and the company details under their one id', async () => {
    await owner
      .put('/api/admin/legal-pages/privacy-policy')
      .send({ content: '<h2>Data</h2><p>We keep little.</p>' })
      .expect(200);
    const [page] = await entries({ entity: 'legal-page', entityId: 'privacy-policy' });
    expect(page.changes?.content).toMatchObject({ to: '<h2>Data</h2><p>We keep little.</p>' });
    await owner.put('/api/company-details').field('name', 'Satchel Leather Co').expect(200);
    const [company] = await entries({ entity: 'company', entityId: String(COMPANY_DETAILS_ID) });
    expect(company.changes?.name).toMatchObject({ to: 'Satchel Leather Co' });
  });

  it('filters by who, what, which record and days', async () => {
    const all = await entries({ actorId: ownerId });
    expect(all.length).toBeGreaterThan(3);
    expect(all.every((entry) => entry.actorId === ownerId)).toBe(true);
    // Newest first.
    expect(all.map((entry) => Number(entry.id))).toEqual(
      [...all.map((entry) => Number(entry.id))].sort((a, b) => b - a),
    );
    // The days in India the entries were written on, not the test's today (two when the run straddles its midnight).
    const { first, last, onLast } = shopDaysOf(all.map((entry) => entry.at));
    expect(await entries({ at_gte: first, at_lte: last })).toHaveLength(Math.min(all.length, 100));
    expect(await entries({ at_gte: last, at_lte: last })).toHaveLength(onLast);
    expect(await entries({ at_lte: '2000-01-01' })).toEqual([]);
    expect(await entries({ actorId: 999_999 })).toEqual([]);
    const one = await owner.get(`/api/admin/audit-log/${all[0].id}`).expect(200);
    expect(one.body).toEqual(all[0]);
    await simpleRestList(owner, '/api/admin/audit-log', { filter: { entity: 'nothing' } }).expect(400);
    await simpleRestList(owner, '/api/admin/audit-log', { filter: { at_gte: 'yesterday' } }).expect(400);
  });

  it("logs a staff member's own e-mail change as the e-mail alone: the password it checked is no change", async () => {
    const profile = (email: string) =>
      owner.put('/api/users/profile').send({ email, currentPassword: ADMIN.ADMIN_PASSWORD }).expect(200);
    await profile('owner.moved@satchel.test');
    try {
      const [moved] = await entries({ entity: 'team-member', entityId: String(ownerId) });
      expect(moved.action).toBe('update');
      expect(moved.changes).toEqual({ email: { from: ADMIN.ADMIN_EMAIL, to: 'owner.moved@satchel.test' } });
    } finally {
      await profile(ADMIN.ADMIN_EMAIL);
    }
  });
});
