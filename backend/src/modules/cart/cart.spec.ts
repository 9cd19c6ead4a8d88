import { MikroORM } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { asyncCommitValue } from '../../infra/database/async-commit.sql';
import { DatabaseServer } from '../../infra/database/database-server';
import { statementText } from '../../infra/database/prepared-statement';
import { ADMIN, customerToken } from '../../../test/catalogue';
import { as, openShop, Shop } from '../../../test/shopping';
import { createTestApp, TestApp } from '../../../test/test-app';
import { ADD_TO_CART_SQL, APPLY_CODE_SQL } from './cart-lines.sql';
import { CartService } from './cart.service';

describe('cart over HTTP', () => {
  let t: TestApp;
  let shop: Shop;
  let meera: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    shop = await openShop(t);
    meera = as(t, await customerToken(t, 'meera'));
  });
  afterAll(() => t.close());

  const tanM = () => shop.tote.variants[0].id;
  const blackL = () => shop.tote.variants[1].id;
  const wallet = () => shop.wallet.variants[0].id;

  it('starts empty, adds lines, raises the quantity of a line added again, and sums in paise', async () => {
    expect((await meera.get('/api/cart').expect(200)).body).toEqual({
      items: [],
      itemCount: 0,
      subtotal: 0,
      discount: 0,
      tax: 0,
      code: null,
      codeMessage: null,
      total: 0,
    });
    await meera.post('/api/cart/add').send({ productVariantId: tanM(), quantity: 1 }).expect(200);
    await meera.post('/api/cart/add').send({ productVariantId: wallet(), quantity: 2 }).expect(200);
    const cart = (await meera.post('/api/cart/add').send({ productVariantId: tanM(), quantity: 1 }).expect(200)).body;

    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({
      quantity: 2,
      unitPrice: 4999,
      lineTotal: 9998,
      discount: 2000,
      product: {
        id: shop.tote.id,
        name: 'Aarav Leather Tote',
        images: [{ url: expect.stringMatching(/^\/uploads\//) }],
        variant: {
          id: tanM(),
          size: 'M',
          color: 'Tan',
          stock: 5,
          originalPrice: 5999,
          discountPrice: 4999,
          price: 4999,
          percentOff: 17,
        },
      },
    });
    expect(cart.items[1]).toMatchObject({ quantity: 2, unitPrice: 1499.5, lineTotal: 2999, discount: 0 });
    // 2 × 5999 + 2 × 1499.50 = 14997; the tote's discount takes 2 × 1000 off.
    expect(cart).toMatchObject({ itemCount: 4, subtotal: 14997, discount: 2000, tax: 0, total: 12997 });
    expect((await meera.get('/api/cart').expect(200)).body).toEqual(cart);
  });

  it('keeps quantities between 1 and the stock, with clear messages', async () => {
    const line = (await meera.get('/api/cart')).body.items[0];
    const update = (newQuantity: unknown) =>
      meera.put('/api/cart/update-quantity').send({ cartItemId: line.id, newQuantity });

    expect((await update(5).expect(200)).body.items[0].quantity).toBe(5);
    expect((await update(6).expect(409)).body.message).toBe('Only 5 left in stock');
    expect((await update(0).expect(400)).body.message).toEqual(['Quantity must be at least 1']);
    expect((await update(1.5).expect(400)).body.message).toEqual(['Quantity must be a whole number']);
    expect(
      (await meera.post('/api/cart/add').send({ productVariantId: tanM(), quantity: 1 }).expect(409)).body.message,
    ).toBe('Only 5 left in stock');
    // A refused add changes nothing.
    expect((await meera.get('/api/cart')).body.items[0].quantity).toBe(5);
    expect(
      (await meera.post('/api/cart/add').send({ productVariantId: blackL(), quantity: 1 }).expect(409)).body.message,
    ).toBe('This size is out of stock');
    expect((await meera.post('/api/cart/add').send({ quantity: 1 }).expect(400)).body.message).toEqual([
      'Please select a size first',
    ]);
    expect((await meera.post('/api/cart/add').send({ productVariantId: 999999 }).expect(404)).body.message).toBe(
      'This product is no longer available',
    );
    await meera.post('/api/cart/add').send({ productVariantId: tanM(), quantity: 1, price: 1 }).expect(400);
    await update(1).expect(200);
  });

  it("never shows or changes another customer's lines", async () => {
    const mine = (await meera.get('/api/cart')).body.items[0];
    const ravi = as(t, await customerToken(t, 'ravi'));
    expect((await ravi.get('/api/cart').expect(200)).body.items).toEqual([]);
    await ravi.put('/api/cart/update-quantity').send({ cartItemId: mine.id, newQuantity: 2 }).expect(404);
    expect((await ravi.delete(`/api/cart/remove/${mine.id}`).expect(404)).body.message).toBe(
      'This item is not in your cart',
    );
    expect((await meera.get('/api/cart')).body.items[0].quantity).toBe(1);
  });

  it('removes lines, and drops lines whose size leaves the catalogue', async () => {
    const [tote, walletLine] = (await meera.get('/api/cart')).body.items;
    const after = (await meera.delete(`/api/cart/remove/${walletLine.id}`).expect(200)).body;
    expect(after.items.map((item: { id: number }) => item.id)).toEqual([tote.id]);
    await meera.delete(`/api/cart/remove/${walletLine.id}`).expect(404);
    await meera.delete('/api/cart/remove/abc').expect(404);

    await as(t, shop.admin).delete(`/api/products/${shop.tote.id}`).expect(200);
    expect((await meera.get('/api/cart')).body).toMatchObject({ items: [], total: 0 });
  });

  it('is for signed-in customers only: admins get the product’s refusal', async () => {
    await t.http.get('/api/cart').expect(401);
    await t.http.post('/api/cart/add').send({ productVariantId: wallet(), quantity: 1 }).expect(401);
    const admin = as(t, shop.admin);
    for (const response of [
      await admin.get('/api/cart'),
      await admin.post('/api/cart/add').send({ productVariantId: wallet(), quantity: 1 }),
      await admin.put('/api/cart/update-quantity').send({ cartItemId: 1, newQuantity: 1 }),
      await admin.delete('/api/cart/remove/1'),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Admins cannot add products to cart');
    }
  });

  it("commits the cart's writes without waiting for the disk on a PostgreSQL server, each its own transaction alone", async () => {
    const server = t.app.get(DatabaseServer);
    const platform = t.app.get(MikroORM).em.getPlatform();
    const client = new Client({ connectionString: server.url });
    await client.connect();
    // As executePrepared sends a statement: its values apart on a server; written into the text on
    // the embedded database, whose one session keeps a connection's messages together only in a block.
    const send = (sql: string, values: readonly unknown[]) =>
      server.kind === 'postgresql'
        ? client.query(statementText(sql), [...values])
        : client.query(platform.formatQuery(sql, [...values]));
    const synchronousCommit = async () =>
      (await client.query<{ synchronous_commit: string }>('show synchronous_commit')).rows[0].synchronous_commit;
    try {
      // A setting of the session's own, which neither the server's default nor a leak could pass for.
      await client.query('set synchronous_commit = local');
      const [{ id }] = (await send('select id from users where username = ?', ['meera'])).rows;
      for (const [sql, params] of [
        [ADD_TO_CART_SQL, [id, 1, wallet(), 1, id, id, id]],
        [APPLY_CODE_SQL, [id, id, 'NO-SUCH-CODE', id, id]],
      ] as const) {
        const values = [...params, asyncCommitValue(server)];
        // Inside a block: off on a PostgreSQL server, kept on the embedded database.
        await client.query('begin');
        await send(sql, values);
        expect(await synchronousCommit()).toBe(server.kind === 'postgresql' ? 'off' : 'local');
        await client.query('rollback');
        // As the cart runs it, its own transaction (the add stays in the cart): the setting goes with it.
        await send(sql, values);
        expect(await synchronousCommit()).toBe('local');
      }
    } finally {
      // The embedded database's one session is the app's too.
      await client.query('reset synchronous_commit');
      await client.end();
    }
  });

  it('sends the commit setting of its database with the cart add and the code applied', async () => {
    const knex = (t.app.get(MikroORM).em.getConnection() as AbstractSqlConnection).getKnex();
    const sent: { sql: string; bindings?: readonly unknown[] }[] = [];
    const listener = (query: { sql: string; bindings?: readonly unknown[] }) => sent.push(query);
    knex.on('query', listener);
    try {
      await meera.post('/api/cart/add').send({ productVariantId: wallet(), quantity: 1 }).expect(200);
      await meera.post('/api/cart/discount').send({ code: 'NO-SUCH-CODE' }).expect(404);
    } finally {
      knex.removeListener('query', listener);
    }
    // Values travel apart on a server, written into the text on the embedded database.
    const withSetting = sent.filter((query) => query.sql.includes('"asyncCommit"'));
    expect(withSetting).toHaveLength(2);
    for (const query of withSetting) {
      if (t.app.get(DatabaseServer).kind === 'postgresql') expect(query.bindings?.at(-1)).toBe('off');
      else expect(query.sql).toContain("coalesce(NULL::text, current_setting('synchronous_commit'))");
    }
  });

  it('leaves the commit setting alone when the cart is changed inside a transaction, which would commit whole without waiting', async () => {
    const em = t.app.get(MikroORM).em.fork();
    const [{ id }] = await em
      .getConnection()
      .execute<{ id: number }[]>('select id from users where username = ?', ['meera']);
    const rolledBack = em.transactional(async (trx) => {
      await trx.getConnection().execute('set local synchronous_commit = local', [], 'run', trx.getTransactionContext());
      await t.app.get(CartService).add({ id }, { productVariantId: wallet(), quantity: 1 });
      const [row] = await trx
        .getConnection()
        .execute<{ synchronous_commit: string }[]>('show synchronous_commit', [], 'all', trx.getTransactionContext());
      expect(row.synchronous_commit).toBe('local');
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
  });
});
