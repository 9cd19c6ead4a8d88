import { MikroORM } from '@mikro-orm/core';
import { createTestApp } from '../../../test/test-app';
import { ADMIN } from '../../../test/catalogue';
import { AdminAccountsService } from './admin-accounts.service';
import { inRequestScope } from '../../common/request-scope';
import { LOGIN_FAILURE_LIMIT, TOO_MANY_FAILED_LOGINS } from './password-attempts';
import { PasswordHasher } from './password-hasher';

describe('the admin named by ADMIN_EMAIL', () => {
  it('loses a published default password at the next start (an admin made by the old compose file)', async () => {
    const t = await createTestApp(ADMIN);
    try {
      const login = (password: string) =>
        t.http.post('/api/auth/login').send({ identifier: ADMIN.ADMIN_EMAIL, password });
      // As the old compose file left it: created with its fall-back password.
      const hash = await t.app.get(PasswordHasher).hash('change-me-now');
      await t.app
        .get(MikroORM)
        .em.getConnection()
        .execute('update users set password_hash = ? where email = ?', [hash, ADMIN.ADMIN_EMAIL]);
      await login('change-me-now').expect(200);

      await t.app.get(AdminAccountsService).onApplicationBootstrap(); // the next start
      await login('change-me-now').expect(401);
      await login(ADMIN.ADMIN_PASSWORD).expect(200);
      // An admin with a password of its own keeps it.
      await t.app.get(AdminAccountsService).onApplicationBootstrap();
      await login(ADMIN.ADMIN_PASSWORD).expect(200);
    } finally {
      await t.close();
    }
  });

  it(`recovers an owner locked out by ${LOGIN_FAILURE_LIMIT} failed logins: owner recovery (admin:create's) forgets them${process.env.REDIS_URL ? ' (in Redis)' : ''}`, async () => {
    const t = await createTestApp(ADMIN);
    try {
      const login = (password: string) =>
        t.http.post('/api/auth/login').send({ identifier: ADMIN.ADMIN_EMAIL, password });
      for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) await login('a wrong guess').expect(401);
      expect((await login(ADMIN.ADMIN_PASSWORD).expect(429)).body.message).toBe(TOO_MANY_FAILED_LOGINS);

      const orm = t.app.get(MikroORM);
      await inRequestScope(orm.em, () =>
        t.app.get(AdminAccountsService).recoverOwner(ADMIN.ADMIN_EMAIL, 'a recovered secret'),
      );
      await login('a recovered secret').expect(200);
    } finally {
      await t.close();
    }
  });
});
