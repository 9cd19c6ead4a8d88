import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { EmbeddedPostgres } from './embedded-postgres';

describe('embedded PostgreSQL (PGlite)', () => {
  let dataDir: string;
  beforeEach(async () => (dataDir = await mkdtemp(join(tmpdir(), 'satchel-embedded-'))));
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const query = async (url: string, sql: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };

  it('creates a database where an initdb cut short left files but no PG_VERSION, and keeps its data across a restart', async () => {
    await mkdir(join(dataDir, 'db', 'base'), { recursive: true });
    await writeFile(join(dataDir, 'db', 'postgresql.conf'), 'half written');
    await mkdir(join(dataDir, 'db.init', 'global'), { recursive: true });

    const first = await EmbeddedPostgres.start(dataDir);
    try {
      await query(first.url, 'create table kept (n int); insert into kept values (42)');
    } finally {
      await first.stop();
    }
    expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect((await readdir(dataDir)).sort()).toEqual(['db']);

    const second = await EmbeddedPostgres.start(dataDir);
    try {
      await expect(query(second.url, 'select n from kept')).resolves.toEqual([{ n: 42 }]);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
