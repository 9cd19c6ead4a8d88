import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { inRequestScope } from '../src/common/request-scope';
import { NO_PERMISSION, type Permission, PERMISSIONS } from '@satchel/shared';
import { parse } from 'yaml';
import { ACCESS_EXTENSIONS } from '../src/common/http/access';
import { AdminAccountsService } from '../src/modules/users/admin-accounts.service';
import { ADMIN, adminToken, customerToken } from './catalogue';
import { as, customerWithOrder, openShop } from './shopping';
import { createTestApp, TestApp } from './test-app';

// Deny by default, proven from the contract: every operation of openapi.yaml says who may call it,
// every back-office one names a permission, and each is refused to staff without that permission
// and let through (past the guard) for staff with it.

type Operation = Record<string, unknown> & { security?: unknown[] };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const contract = parse(readFileSync(join(__dirname, '../../openapi.yaml'), 'utf8')) as {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
};
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ method, path, operation: item[method]! })),
);
const isPublic = (operation: Operation) => Array.isArray(operation.security) && operation.security.length === 0;
const staffOperations = operations
  .filter(({ operation }) => operation[ACCESS_EXTENSIONS.permission])
  .map((entry) => ({ ...entry, permission: entry.operation[ACCESS_EXTENSIONS.permission] as Permission }));
const label = ({ method, path }: { method: string; path: string }) => `${method.toUpperCase()} ${path}`;

describe('who may call each operation (openapi.yaml)', () => {
  it.each(operations.map((entry) => [label(entry), entry.operation] as const))(
    '%s says it once: public, customers, any account, or a permission',
    (_, operation) => {
      const kinds = [
        isPublic(operation),
        operation[ACCESS_EXTENSIONS.customers] === true,
        operation[ACCESS_EXTENSIONS.account] === true,
        typeof operation[ACCESS_EXTENSIONS.permission] === 'string',
      ].filter(Boolean);
      expect(kinds).toHaveLength(1);
    },
  );

  it('every back-office path names a known permission', () => {
    const admin = operations.filter(({ path }) => path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(20);
    for (const entry of admin) {
      expect([label(entry), PERMISSIONS.includes(entry.operation[ACCESS_EXTENSIONS.permission] as Permission)]).toEqual(
        [label(entry), true],
      );
    }
  });
});

describe('the permission matrix, over HTTP', () => {
  let t: TestApp;
  /** Per permission: a token of staff with every permission but it, and of staff with it alone. */
  const tokens = new Map<Permission, { without: string; only: string }>();

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN });
    const accounts = t.app.get(AdminAccountsService);
    const orm = t.app.get(MikroORM);
    const em = orm.em.fork();
    const staff = async (name: string, permissions: Permission[]) => {
      const password = 'staff-password-1';
      const user = await inRequestScope(orm.em, () => accounts.createAdmin(`${name}@satchel.test`, password));
      await em
        .getConnection()
        .execute('update users set is_owner = false, permissions = ? where id = ?', [
          `{${permissions.join(',')}}`,
          user.id,
        ]);
      const response = await t.http.post('/api/auth/login').send({ identifier: user.email, password }).expect(200);
      return response.body.token as string;
    };
    for (const permission of PERMISSIONS) {
      tokens.set(permission, {
        without: await staff(
          `without-${permission}`,
          PERMISSIONS.filter((other) => other !== permission),
        ),
        only: await staff(`only-${permission}`, [permission]),
      });
    }
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, token: string) =>
    t.http[method as 'get'](path.replace(/\{[^}]+\}/g, '1')).set('Authorization', `Bearer ${token}`);

  it.each(staffOperations.map((entry) => [label(entry), entry] as const))(
    '%s: 403 without its permission, past the guard with it',
    async (_, { method, path, permission }) => {
      const { without, only } = tokens.get(permission)!;
      const refused = await call(method, path, without);
      expect([refused.status, refused.body.message]).toEqual([403, NO_PERMISSION]);
      // Past the guard: whatever the operation then says (a 403 of its own rules included), not the guard's refusal.
      const allowed = await call(method, path, only);
      expect([allowed.status, allowed.body.message]).not.toEqual([403, NO_PERMISSION]);
      expect(allowed.status).not.toBe(401);
    },
  );

  it('an owner passes every guard; a customer none', async () => {
    const owner = await adminToken(t);
    const customer = await customerToken(t);
    for (const { method, path } of staffOperations) {
      expect([label({ method, path }), (await call(method, path, owner)).status]).not.toEqual([
        label({ method, path }),
        403,
      ]);
      expect([label({ method, path }), (await call(method, path, customer)).status]).toEqual([
        label({ method, path }),
        403,
      ]);
    }
  });

  it("staff without the orders permission find no customer's order, even by its number", async () => {
    const shop = await openShop(t);
    const buyer = await customerWithOrder(t, 'permission-buyer', [
      { variantId: shop.wallet.variants[0].id, quantity: 1 },
    ]);
    const { without, only } = tokens.get('orders')!;
    // Routes staff share with customers answer the order's owner and staff holding `orders` alone.
    const invoice = `/api/orders/${buyer.order.id}/invoice`;
    await as(t, without).get(invoice).expect(404);
    await as(t, await customerToken(t, 'someone-else'))
      .get(invoice)
      .expect(404);
    await as(t, only).get(invoice).expect(200);
    await as(t, buyer.token).get(invoice).expect(200);
    await as(t, without).post('/api/orders/send-confirmation').send({ orderId: buyer.order.id }).expect(404);
  });
});
