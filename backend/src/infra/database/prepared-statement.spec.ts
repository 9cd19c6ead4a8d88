import { DriverException, MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createTestApp, TestApp } from '../../../test/test-app';
import { DatabaseServer } from './database-server';
import { executePrepared, statementName } from './prepared-statement';

describe('prepared statements', () => {
  let t: TestApp;
  let em: EntityManager;
  beforeAll(async () => {
    t = await createTestApp({ RUN_WORKERS: 'false' });
    em = t.app.get(MikroORM).em.fork() as EntityManager;
  });
  afterAll(() => t.close());

  it('sends values apart from the text, typed where they stand', async () => {
    const sql = 'select ?::int + 1 as n, ?::text as said';
    const said = `O'Brien"; drop table users; --`;
    await expect(executePrepared(em, sql, [41, said])).resolves.toEqual([{ n: 42, said }]);
    // `\?` is the question mark itself (jsonb's "has key"), as in em.execute.
    const hasKey = `select '{"a": 1}'::jsonb \\? ?::text as has, ?::int as n`;
    await expect(executePrepared(em, hasKey, ['a', 7])).resolves.toEqual([{ has: true, n: 7 }]);
  });

  it('on PostgreSQL parses a statement once per connection and runs it by name, in a transaction too; embedded, prepares none', async () => {
    const prepared = t.app.get(DatabaseServer).kind === 'postgresql' ? 1 : 0;
    const sql = 'select count(*)::int as users from users where id > ?';
    await em.transactional(async (trx) => {
      const first = await executePrepared(trx, sql, [0]);
      await expect(executePrepared(trx, sql, [0])).resolves.toEqual(first);
      const [row] = await trx.execute<{ count: number }[]>(
        'select count(*)::int as count from pg_prepared_statements where name = ?',
        [statementName(sql)],
      );
      expect(row.count).toBe(prepared);
    });
    expect(statementName(sql)).toBe(statementName(sql));
    expect(statementName(sql)).not.toBe(statementName(`${sql} `));
  });

  it('answers each call rightly while other connections talk to the same database (the embedded one is one session)', async () => {
    const others = await Promise.all(
      [1, 2, 3].map(async () => {
        const other = new Client({ connectionString: t.app.get(DatabaseServer).url });
        await other.connect();
        return other;
      }),
    );
    let talking = true;
    const chatter = others.map(async (other) => {
      while (talking) await other.query('select 1');
    });
    try {
      const numbers = Array.from({ length: 300 }, (_, i) => i);
      const rows = await Promise.all(numbers.map((n) => executePrepared<{ n: number }>(em, 'select ?::int as n', [n])));
      expect(rows.map(([row]) => row.n)).toEqual(numbers);
    } finally {
      talking = false;
      await Promise.all(chatter);
      await Promise.all(others.map((other) => other.end()));
    }
  });

  it('refuses to run in a transaction that has ended, as knex does', async () => {
    let ended: EntityManager | undefined;
    await em.transactional(async (trx) => {
      ended = trx;
    });
    await expect(executePrepared(ended!, 'select ?::int as n', [1])).rejects.toThrow(/already complete/);
  });

  it('fails as MikroORM does, with its exceptions', async () => {
    await expect(executePrepared(em, 'select 1 / ?::int as n', [0])).rejects.toBeInstanceOf(DriverException);
  });
});
