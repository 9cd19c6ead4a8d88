import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { EmbeddedPostgres } from './embedded-postgres';

/** Where the database is: the configured PostgreSQL, or the embedded PGlite started for this process. */
@Injectable()
export class DatabaseServer implements OnApplicationShutdown {
  private constructor(
    readonly url: string,
    readonly kind: 'postgresql' | 'pglite',
    private readonly embedded?: EmbeddedPostgres,
  ) {}

  static async start(config: AppConfig): Promise<DatabaseServer> {
    if (config.databaseUrl) return new DatabaseServer(config.databaseUrl, 'postgresql');
    const embedded = await EmbeddedPostgres.start(config.dataDir);
    return new DatabaseServer(embedded.url, 'pglite', embedded);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.embedded?.stop();
  }
}
