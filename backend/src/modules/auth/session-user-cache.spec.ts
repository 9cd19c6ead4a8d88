import { MikroORM } from '@mikro-orm/core';
import { customerToken } from '../../../test/catalogue';
import { as } from '../../../test/shopping';
import { countQueries, createTestApp, TestApp } from '../../../test/test-app';
import { SESSION_USER_LIMIT, SESSION_USER_TTL_MS, SessionUserCache } from '../users/session-user-cache';
import { User } from '../users/user.entity';

describe("the guard's account cache", () => {
  let t: TestApp;
  let cache: SessionUserCache;

  beforeAll(async () => {
    t = await createTestApp();
    cache = t.app.get(SessionUserCache);
  });
  afterAll(() => t.close());

  const me = (token: string) => as(t, token).get('/api/auth/me').expect(200);
  const idOf = async (token: string): Promise<number> => (await me(token)).body.data.user.id;

  it('reads the account once for requests close together', async () => {
    const token = await customerToken(t, 'repeat');
    const { queries } = await countQueries(t, async () => {
      for (let i = 0; i < 5; i++) await me(token);
    });
    expect(queries).toBe(1);
  });

  it('drops the account on a password change, so the next request reads it again', async () => {
    const token = await customerToken(t, 'changer');
    const id = await idOf(token);
    expect(cache.get(id)).toBeDefined();

    await as(t, token)
      .put('/api/users/change-password')
      .send({ currentPassword: 'correct horse battery', newPassword: 'a brand new secret' })
      .expect(200);
    expect(cache.get(id)).toBeUndefined();
    const { queries } = await countQueries(t, () => me(token));
    expect(queries).toBe(1);
    expect(cache.get(id)).toBeDefined();
  });

  it('drops the account on a profile change, so the change shows at once', async () => {
    const token = await customerToken(t, 'renamer');
    const id = await idOf(token);
    await as(t, token).put('/api/users/profile').send({ firstName: 'Renamed' }).expect(200);
    expect(cache.get(id)).toBeUndefined();
    expect((await me(token)).body.data.user.firstName).toBe('Renamed');
    // A cached account is a managed entity of its request: changing it again is saved.
    await as(t, token).put('/api/users/profile').send({ lastName: 'Twice' }).expect(200);
    const [row] = await t.app
      .get(MikroORM)
      .em.getConnection()
      .execute('select first_name, last_name from users where id = ?', [id]);
    expect(row).toEqual({ first_name: 'Renamed', last_name: 'Twice' });
  });

  it('keeps an account for SESSION_USER_TTL_MS at most, and SESSION_USER_LIMIT accounts at most', () => {
    const local = new SessionUserCache();
    const user = (id: number) => ({ id, createdAt: new Date(0), updatedAt: new Date(0) }) as User;
    local.set(user(1), 1_000);
    expect(local.get(1, 1_000 + SESSION_USER_TTL_MS - 1)?.id).toBe(1);
    expect(local.get(1, 1_000 + SESSION_USER_TTL_MS)).toBeUndefined();

    for (let id = 1; id <= SESSION_USER_LIMIT + 1; id++) local.set(user(id), 0);
    expect(local.size).toBe(SESSION_USER_LIMIT);
    expect(local.get(1, 0)).toBeUndefined(); // the oldest made room
    expect(local.get(SESSION_USER_LIMIT + 1, 0)?.id).toBe(SESSION_USER_LIMIT + 1);
  });
});
