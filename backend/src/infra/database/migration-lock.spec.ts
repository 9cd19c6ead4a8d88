import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDatabase, createTestApp, TestApp } from '../../../test/test-app';

/** Replicas and a worker of a scale-out deployment start together on one new database. */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('migrations when several processes start at once', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createDatabase(process.env.DATABASE_URL!, `satchel_migrate_${randomBytes(4).toString('hex')}`);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database?.drop();
  });

  it('take turns: every process starts, and each migration is applied once', async () => {
    const started = await Promise.allSettled(
      Array.from({ length: 3 }, () => createTestApp({ DATABASE_URL: database.url })),
    );
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select name from schema_migrations group by name having count(*) > 1',
      );
      expect(rows).toEqual([]);
      const admins = await client.query("select count(*)::int as n from users where user_type = 'ADMIN'");
      expect(admins.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
    const health = await apps[0].http.get('/api/health').expect(200);
    expect(health.body.database.status).toBe('up');
  });
});
