import { EntityManager } from '@mikro-orm/postgresql';
import { createTestApp, TestApp } from '../../../test/test-app';

/** DATABASE_POOL_SIZE bounds the sessions a process holds on PostgreSQL; PGlite is one session. */
describe('the connection pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '2' });
  });
  afterAll(() => t?.close());

  it('runs 6 statements at once on at most DATABASE_POOL_SIZE sessions, and every one of them', async () => {
    const em = t.app.get(EntityManager);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        em
          .fork()
          .getConnection()
          .execute<
            { pid: number; i: number }[]
          >('select pg_backend_pid() as pid, ?::int as i from pg_sleep(0.05)', [i]),
      ),
    );
    expect(answers.map(([row]) => row.i)).toEqual([0, 1, 2, 3, 4, 5]);
    const sessions = new Set(answers.map(([row]) => row.pid));
    // Two at most (a job may hold one of them meanwhile); PGlite's one.
    if (t.config.databaseUrl) expect(sessions.size).toBeLessThanOrEqual(2);
    else expect(sessions.size).toBe(1);
  });
});
