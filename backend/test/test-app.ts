import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import type { AbstractSqlConnection, EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import IORedis from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import { createApp } from '../src/app';
import { AppConfig, loadConfig } from '../src/config/app-config';
import { SessionUserCache } from '../src/modules/users/session-user-cache';
import { CatalogueCache } from '../src/infra/cache/catalogue-cache';
import { RUNTIME_SQL_TAG } from '../src/infra/jobs/job-runtime';
import { STOCK_NOTICE_SQL } from '../src/infra/cache/catalogue-cache';

export interface TestApp {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Boots the real application over HTTP on a database of its own: a fresh embedded PGlite by
 * default, or a fresh database on the PostgreSQL of DATABASE_URL (and Redis of REDIS_URL, under a
 * key prefix of its own) when those are set. Everything it made is removed by close().
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const id = `t${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'satchel-test-'));
  const database = process.env.DATABASE_URL
    ? await createDatabase(process.env.DATABASE_URL, `satchel_${id}`)
    : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    REDIS_URL: process.env.REDIS_URL ?? '',
    REDIS_PREFIX: `satchel-test-${id}`,
    // A run may prove the shop on a small pool (DATABASE_POOL_SIZE=2, a 1-core host's default).
    ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_RATE_LIMIT: '1000/60',
    DEMO_DATA: 'false',
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  // Listening once, up front: left to supertest, the first request to finish would close the
  // server while requests sent at the same moment still wait to be accepted (ECONNRESET).
  const server = app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    app,
    http: request(server),
    config,
    async close() {
      await app.close();
      await database?.drop();
      if (config.redisUrl) await deleteRedisKeys(config.redisUrl, config.redisPrefix);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createDatabase(serverUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  // A test may point at a Redis that is not there: then there is nothing to delete.
  const redis = new IORedis(redisUrl, { maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2_000 });
  redis.on('error', () => undefined);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch (error) {
    if (redisUrl === process.env.REDIS_URL) throw error;
  } finally {
    redis.disconnect();
  }
}

/**
 * Runs one migration up or down on the database `em` talks to: its queries in order, each on its
 * own (the migrator runs them in one transaction). A fresh instance each time, so the same class
 * can go down and up again in one test.
 */
export async function runMigration(
  em: EntityManager,
  MigrationClass: new (...args: ConstructorParameters<typeof Migration>) => Migration,
  direction: 'up' | 'down',
): Promise<void> {
  const migration = new MigrationClass(em.getDriver(), em.config);
  await migration[direction]();
  for (const query of migration.getQueries()) await em.execute(String(query));
}

/** Polls until `check` returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until this process's job runtime (if it runs jobs) has nothing left to do. */
export async function jobsIdle(t: TestApp): Promise<void> {
  if (!t.config.runWorkers) return;
  const connection = t.app.get(MikroORM).em.getConnection();
  await eventually(async () => {
    const [row] = await connection.execute<{ busy: number }[]>(
      `select count(*)::int as busy from outbox_messages where status in ('pending', 'queued', 'processing')`,
    );
    return row.busy === 0 ? true : undefined;
  });
}

/**
 * Counts the SQL statements sent while `work` runs. Waits first until this process's job runtime
 * (if it runs jobs) has nothing left to do, and leaves out its outbox polling, so only the work's
 * own queries are counted. The guard's account cache starts empty, so each signed-in account is
 * read once in every count (rather than depending on how long ago it was last read).
 */
export async function countQueries<T>(t: TestApp, work: () => Promise<T>): Promise<{ queries: number; result: T }> {
  const connection = t.app.get(MikroORM).em.getConnection();
  await jobsIdle(t);
  t.app.get(SessionUserCache).clear();
  // Knex's listeners hear of every statement: MikroORM's pass through knex, and executePrepared tells them of its own.
  const knex = (connection as AbstractSqlConnection).getKnex();
  const sent: string[] = [];
  const listener = ({ sql }: { sql: string }) => sent.push(sql);
  knex.on('query', listener);
  try {
    const result = await work();
    // The job runtimes' own statements on the outbox (polling, claiming, completing) and an outbox
    // row flushed on its own are left out; a `with` statement writing a change together with its
    // outbox row is the work's. So is the stock notice to other processes (at most one per
    // STOCK_NOTICE_INTERVAL_MS, whatever the orders). Transactions' begin, commit and savepoints
    // are not counted, as before.
    const machinery = (sql: string) =>
      sql.trimStart().startsWith(RUNTIME_SQL_TAG) ||
      sql === STOCK_NOTICE_SQL ||
      (sql.includes('outbox_messages') && !/^\s*with\b/.test(sql)) ||
      /^(begin|commit|rollback|savepoint|release savepoint|rollback to savepoint)\b/i.test(sql.trim());
    const queries = sent.filter((sql) => !machinery(sql)).length;
    return { queries, result };
  } finally {
    knex.removeListener('query', listener);
  }
}

/**
 * Asks for `url` until the process keeps its answer: with PostgreSQL it caches only while its
 * change feed (LISTEN) is up, which a loaded machine may drop and restore at any moment.
 */
export async function untilCached(t: TestApp, url: string): Promise<void> {
  await eventually(async () => {
    if (t.app.get(CatalogueCache).lookup(url)) return true;
    await t.http.get(url).expect(200);
    return undefined;
  });
}
