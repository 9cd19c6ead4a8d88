import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { migrations } from './migrations';
import { DatabaseServer } from './database-server';
import { ENTITIES } from './entities';

/** One ORM configuration for the embedded database and for PostgreSQL: only the URL and pool differ. */
export function ormOptions(server: Pick<DatabaseServer, 'url' | 'kind'>) {
  return defineConfig({
    driver: PostgreSqlDriver,
    clientUrl: server.url,
    entities: ENTITIES,
    // PGlite is a single connection; queueing on a pool of one keeps transactions apart.
    pool: server.kind === 'pglite' ? { min: 1, max: 1 } : { min: 0, max: 10 },
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
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
  });
}
