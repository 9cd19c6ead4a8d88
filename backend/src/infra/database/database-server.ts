import { Client } from 'pg';
import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { EmbeddedPostgres } from './embedded-postgres';

/** The advisory locks of start-up work: any fixed numbers, the same in every process. */
export enum StartupLock {
  Migrations = 7_241_130,
  Seeding = 7_241_131,
}

/** Where the database is: the configured PostgreSQL, or the embedded PGlite started for this process. */
@Injectable()
export class DatabaseServer implements OnApplicationShutdown {
  private constructor(
    readonly url: string,
    readonly kind: 'postgresql' | 'pglite',
    /** The most connections the ORM keeps: PGlite is a single session. */
    readonly poolSize: number,
    private readonly embedded?: EmbeddedPostgres,
  ) {}

  static async start(config: AppConfig): Promise<DatabaseServer> {
    if (config.databaseUrl) return new DatabaseServer(config.databaseUrl, 'postgresql', config.databasePoolSize);
    const embedded = await EmbeddedPostgres.start(config.dataDir);
    return new DatabaseServer(embedded.url, 'pglite', 1, embedded);
  }

  /**
   * Runs `work` while holding the PostgreSQL advisory lock `key`, on a connection of its own, so
   * processes starting together on one database (replicas, a worker) take turns at start-up work
   * such as migrating or creating the first admin. The embedded database has one process.
   */
  async exclusively<T>(key: StartupLock, work: () => Promise<T>): Promise<T> {
    if (this.kind !== 'postgresql') return work();
    const lock = new Client({ connectionString: this.url });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [key]);
      return await work();
    } finally {
      // Ending the session releases the lock.
      await lock.end();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
  }
}
