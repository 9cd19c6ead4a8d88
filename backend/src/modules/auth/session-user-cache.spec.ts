import { createHmac } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { inRequestScope } from '../../common/request-scope';
import { customerToken } from '../../../test/catalogue';
import { as } from '../../../test/shopping';
import { countQueries, createTestApp, TestApp } from '../../../test/test-app';
import {
  SESSION_USER_LIMIT,
  SESSION_USER_TTL_MS,
  SessionUserCache,
  type SessionUser,
} from '../users/session-user-cache';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/** The claims a token carries, read without checking it (the tests' own tokens). */
function claimsOf(token: string): { sub: number; jti: string; ver: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

describe("sessions: the guard's cache, logout and revocation", () => {
  let t: TestApp;
  let cache: SessionUserCache;

  beforeAll(async () => {
    t = await createTestApp();
    cache = t.app.get(SessionUserCache);
  });
  afterAll(() => t.close());

  const me = (token: string) => as(t, token).get('/api/auth/me');
  const jtiOf = (token: string) => claimsOf(token).jti;
  const login = async (name: string, password = 'correct horse battery') =>
    (await t.http.post('/api/auth/login').send({ identifier: name, password }).expect(200)).body.token as string;

  it('reads the account and the revocation once, in one query, for requests close together', async () => {
    const token = await customerToken(t, 'repeat');
    const { queries } = await countQueries(t, async () => {
      for (let i = 0; i < 5; i++) await me(token).expect(200);
    });
    expect(queries).toBe(1);
  });

  it('logs out the presented token only: it is refused at once, other sessions keep working', async () => {
    const token = await customerToken(t, 'leaver');
    const other = await login('leaver');
    await me(token).expect(200);
    await as(t, token).post('/api/auth/logout').expect(204);
    expect((await me(token).expect(401)).body.message).toBe('Please log in to continue');
    await me(other).expect(200);
    // Refused from the database too, not only from this process's memory (another replica).
    cache.clear();
    await me(token).expect(401);
    await me(other).expect(200);
    await as(t, token).post('/api/auth/logout').expect(401);
    // Kept until the token would have expired, then forgotten by the next logout.
    const sql = t.app.get(MikroORM).em.getConnection();
    const [row] = await sql.execute('select expires_at from revoked_tokens where jti = ?', [jtiOf(token)]);
    expect(new Date(row.expires_at).getTime()).toBe(claimsOf(token).exp * 1000);
    await sql.execute("update revoked_tokens set expires_at = now() - interval '1 second' where jti = ?", [
      jtiOf(token),
    ]);
    await as(t, other).post('/api/auth/logout').expect(204);
    expect(await sql.execute('select jti from revoked_tokens where jti = ?', [jtiOf(token)])).toEqual([]);
  });

  it('ends every earlier token on a password change, and gives the changer a fresh one', async () => {
    const token = await customerToken(t, 'changer');
    const elsewhere = await login('changer');
    const changed = await as(t, token)
      .put('/api/users/change-password')
      .send({ currentPassword: 'correct horse battery', newPassword: 'a brand new secret' })
      .expect(200);
    expect(changed.body.data.message).toBe('Password changed successfully');
    await me(token).expect(401);
    await me(elsewhere).expect(401);
    cache.clear(); // and from the database's version, not only this process's cache
    await me(elsewhere).expect(401);
    await me(changed.body.token).expect(200);
    await me(await login('changer', 'a brand new secret')).expect(200);
  });

  it('refuses a correctly signed token without an expiry, an id or the current version', async () => {
    const token = await customerToken(t, 'forger');
    const { sub } = claimsOf(token);
    const secret = t.config.jwt.secret!;
    const sign = (claims: Record<string, unknown>) => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
      return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    };
    const now = Math.floor(Date.now() / 1000);
    const valid = { sub, role: 'CUSTOMER', ver: 0, jti: crypto.randomUUID(), aud: 'api', iat: now, exp: now + 600 };
    await me(sign(valid)).expect(200); // the forger holds the secret here: the checks below are the point
    const { exp: _exp, ...withoutExpiry } = valid;
    await me(sign(withoutExpiry)).expect(401);
    const { jti: _jti, ...withoutId } = valid;
    await me(sign(withoutId)).expect(401);
    await me(sign({ ...valid, ver: 1 })).expect(401);
  });

  it('drops the account on a profile change, so the change shows at once', async () => {
    const token = await customerToken(t, 'renamer');
    await me(token).expect(200);
    expect(cache.get(jtiOf(token))).toBeDefined();
    await as(t, token).put('/api/users/profile').send({ firstName: 'Renamed' }).expect(200);
    expect(cache.get(jtiOf(token))).toBeUndefined();
    const id = (await me(token).expect(200)).body.data.user.id;
    expect((await me(token)).body.data.user.firstName).toBe('Renamed');
    // A cached account is a managed entity of its request: changing it again is saved.
    await as(t, token).put('/api/users/profile').send({ lastName: 'Twice' }).expect(200);
    const [row] = await t.app
      .get(MikroORM)
      .em.getConnection()
      .execute('select first_name, last_name from users where id = ?', [id]);
    expect(row).toEqual({ first_name: 'Renamed', last_name: 'Twice' });
  });

  it('makes the account an entity only for a handler that takes one: /me, the cart and checkout read the frozen fields', async () => {
    const token = await customerToken(t, 'lightweight');
    const users = t.app.get(UsersService);
    const managed = jest.spyOn(users, 'managed');
    const found = jest.spyOn(users, 'findForSession');
    try {
      cache.clear();
      await me(token).expect(200); // read afresh: the handler still gets the frozen copy
      expect(Object.isFrozen(await found.mock.results[0].value)).toBe(true);
      // Shared by the token's requests, so none can change it for the next.
      const account = cache.get(jtiOf(token)) as Exclude<ReturnType<SessionUserCache['get']>, 'revoked'>;
      expect(Object.isFrozen(account) && Object.isFrozen(account!.permissions)).toBe(true);
      await as(t, token).get('/api/cart').expect(200);
      await as(t, token).post('/api/orders/place').send({ addressId: 1, paymentMethod: 'COD' }).expect(404);
      expect(managed).not.toHaveBeenCalled();
      await as(t, token).put('/api/users/profile').send({ lastName: 'Light' }).expect(200);
      expect(managed).toHaveBeenCalledTimes(1);
    } finally {
      managed.mockRestore();
      found.mockRestore();
    }
  });

  it('a session read while a logout or an account change went through is not kept to undo it', async () => {
    const token = await customerToken(t, 'overtaken');
    const { sub, jti } = claimsOf(token);
    const users = t.app.get(UsersService);
    // The read reaches the database, and the logout lands here before its answer is kept.
    const execute = t.app.get(MikroORM).em.constructor.prototype.execute;
    const overtaken = jest.spyOn(t.app.get(MikroORM).em.constructor.prototype, 'execute');
    overtaken.mockImplementationOnce(async function (this: unknown, ...args: unknown[]) {
      const rows = await execute.apply(this, args);
      await as(t, token).post('/api/auth/logout').expect(204);
      return rows;
    });
    cache.clear();
    try {
      // What it read predates the logout, which it now knows of.
      const orm = t.app.get(MikroORM);
      expect(await inRequestScope(orm.em, () => users.findForSession(sub, jti))).toBeNull();
    } finally {
      overtaken.mockRestore();
    }
    await me(token).expect(401);
    expect(cache.get(jti)).toBe('revoked');

    // An account forgotten meanwhile (a new password, a disabling): the read is not kept either.
    const otherToken = await customerToken(t, 'overtaken2');
    const second = claimsOf(otherToken);
    await me(otherToken).expect(200);
    const read = cache.get(second.jti) as SessionUser;
    cache.clear();
    const mark = cache.readMark();
    cache.forgetUser(second.sub); // lands while the read is on its way
    expect(cache.keepRead(second.jti, second.sub, read, mark)).toMatchObject({ id: second.sub });
    expect(cache.get(second.jti)).toBeUndefined();
    // With nothing in between, the read is kept.
    cache.keepRead(second.jti, second.sub, read, cache.readMark());
    expect(cache.get(second.jti)).toMatchObject({ id: second.sub });
    // A revocation a read merely found is no change made here: other reads on their way are kept.
    const found = cache.readMark();
    cache.keepRead('found-revoked', second.sub, 'revoked', found);
    expect(cache.readMark()).toBe(found);
    cache.revoke('logged-out-here', second.sub);
    expect(cache.readMark()).toBe(found + 1);
  });

  it('keeps a session for SESSION_USER_TTL_MS at most, and SESSION_USER_LIMIT sessions at most', () => {
    const local = new SessionUserCache();
    const user = (id: number) =>
      ({ id, permissions: [], createdAt: new Date(0), updatedAt: new Date(0) }) as unknown as User;
    const idOf = (jti: string, now: number) => {
      const state = local.get(jti, now);
      return state && state !== 'revoked' ? state.id : undefined;
    };
    local.set('a', 1, user(1), 1_000);
    expect(idOf('a', 1_000 + SESSION_USER_TTL_MS - 1)).toBe(1);
    expect(idOf('a', 1_000 + SESSION_USER_TTL_MS)).toBeUndefined();

    for (let id = 1; id <= SESSION_USER_LIMIT + 1; id++) local.set(`t${id}`, id, user(id), 0);
    expect(local.size).toBe(SESSION_USER_LIMIT);
    expect(idOf('t1', 0)).toBeUndefined(); // the oldest made room
    expect(idOf(`t${SESSION_USER_LIMIT + 1}`, 0)).toBe(SESSION_USER_LIMIT + 1);

    // forgetUser drops every session of the account, and only those.
    local.set('x1', 7, user(7), 0);
    local.set('x2', 7, user(7), 0);
    local.forgetUser(7);
    expect([idOf('x1', 0), idOf('x2', 0), idOf(`t${SESSION_USER_LIMIT}`, 0)]).toEqual([
      undefined,
      undefined,
      SESSION_USER_LIMIT,
    ]);
  });
});
