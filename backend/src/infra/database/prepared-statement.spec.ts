import { DriverException, MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createTestApp, TestApp } from '../../../test/test-app';
import { DatabaseServer } from './database-server';
import { executePrepared, FORGET_OWN_STATEMENTS_SQL, statementName } from './prepared-statement';

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
  });

  it('parses a statement once per connection and runs it again by name, inside a transaction too', async () => {
    const sql = 'select count(*)::int as users from users where id > ?';
    await em.transactional(async (trx) => {
      const first = await executePrepared(trx, sql, [0]);
      await expect(executePrepared(trx, sql, [0])).resolves.toEqual(first);
      const [row] = await trx.execute<{ count: number }[]>(
        'select count(*)::int as count from pg_prepared_statements where name = ?',
        [statementName(sql)],
      );
      expect(row.count).toBe(1);
    });
    expect(statementName(sql)).toBe(statementName(sql));
    expect(statementName(sql)).not.toBe(statementName(`${sql} `));
  });

  it('lets a new connection to the embedded session drop what this process prepared before', async () => {
    const sql = 'select ?::int * 2 as doubled';
    const count = async (trx: EntityManager) => {
      const [row] = await trx.execute<{ count: number }[]>(
        'select count(*)::int as count from pg_prepared_statements where name = ?',
        [statementName(sql)],
      );
      return row.count;
    };
    await em.transactional(async (trx) => {
      // As a broken connection would have left it in the one embedded session.
      await trx.execute(`prepare ${statementName(sql)} (int) as select $1::int * 2 as doubled`);
      await trx.execute(`prepare other_process_statement as select 1`);
      expect(await count(trx)).toBe(1);
      await trx.execute(FORGET_OWN_STATEMENTS_SQL);
      expect(await count(trx)).toBe(0);
      await expect(executePrepared(trx, sql, [21])).resolves.toEqual([{ doubled: 42 }]);
      const [other] = await trx.execute<{ count: number }[]>(
        `select count(*)::int as count from pg_prepared_statements where name = 'other_process_statement'`,
      );
      expect(other.count).toBe(1);
      await trx.execute('deallocate other_process_statement');
    });
  });

  it('keeps its messages together while another connection to the same database talks (the embedded one is one session)', async () => {
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

  it('fails as MikroORM does, with its exceptions', async () => {
    await expect(executePrepared(em, 'select 1 / ?::int as n', [0])).rejects.toBeInstanceOf(DriverException);
  });
});
