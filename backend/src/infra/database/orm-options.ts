import { Migrator } from '@mikro-orm/migrations';
import type { EntityClass } from '@mikro-orm/core';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { migrations } from './migrations';
import { DatabaseServer } from './database-server';
import { sharesOneSession } from './prepared-statement';
import { scopedEntityManager } from '../../common/request-scope';

interface PoolConnection {
  query(sql: string, callback: (error: Error | null) => void): void;
}

/**
 * How close a word must be for a search typo to still match ('hndbag' ~ 'handbags' is 0.43): the
 * threshold of pg_trgm's `<%` operator, which the trigram index serves. Set on every connection
 * so that a search is one statement, not a transaction around a set_config.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/** One ORM configuration for the embedded database and for PostgreSQL: only the URL and pool differ. */
export function ormOptions(server: Pick<DatabaseServer, 'url' | 'kind' | 'poolSize'>, entities: EntityClass<object>[]) {
  if (server.kind === 'pglite') sharesOneSession(server.url);
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: server.url,
    entities,
    // PGlite is a single connection; queueing on a pool of one keeps transactions apart.
    pool: {
      ...(server.kind === 'pglite' ? { min: 1, max: 1 } : { min: 0, max: server.poolSize }),
      afterCreate: (connection: PoolConnection, done: (error: Error | null, connection: PoolConnection) => void) =>
        connection.query(
          `set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}` +
            // No JIT: a shop's statements are short, and one misestimated past jit_above_cost
            // spent half a second compiling for every order (docs/performance.md, 2026-11-27).
            (server.kind === 'pglite' ? '' : '; set jit = off'),
          (error) => done(error, connection),
        ),
    },
    extensions: [Migrator],
    migrations: {
      migrationsList: migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      tableName: 'schema_migrations',
      silent: true, // MigrationRunner logs what it applied
    },
    forceUtcTimezone: true,
    // Versioned rows (products, sizes) must be updated one by one: a batched update checks the
    // versions in a select first and then writes without them, so a sale committed in between
    // would be overwritten.
    useBatchUpdates: false,
    allowGlobalContext: false,
    // The request's (or job's) own EntityManager comes from Satchel's one request scope, not
    // MikroORM's RequestContext (common/request-scope.ts).
    context: scopedEntityManager,
    discovery: { warnWhenNoEntities: false },
  });
}
