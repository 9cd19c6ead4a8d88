import { MikroORM } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { EntityClass } from '@mikro-orm/core';
import { DynamicModule, Global, Injectable, Logger, Module, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DatabaseServer, StartupLock } from './database-server';
import { ormOptions } from './orm-options';

@Global()
@Module({
  providers: [
    { provide: DatabaseServer, inject: [APP_CONFIG], useFactory: (config: AppConfig) => DatabaseServer.start(config) },
  ],
  exports: [DatabaseServer],
})
class DatabaseServerModule {}

/**
 * Applies the committed migrations before anything else touches the database. Replicas and a
 * worker starting together on one PostgreSQL take turns, so each finds the others' work done.
 */
@Injectable()
class MigrationRunner implements OnModuleInit {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    private readonly server: DatabaseServer,
  ) {}

  async onModuleInit(): Promise<void> {
    const applied = await this.server.exclusively(StartupLock.Migrations, () => this.orm.getMigrator().up());
    if (applied.length) this.logger.log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`);
  }
}

/** The database, its ORM over `entities` (the app's, named by the app), and its migrations. */
@Module({})
export class DatabaseModule {
  static forRoot(entities: EntityClass<object>[]): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        DatabaseServerModule,
        MikroOrmModule.forRootAsync({
          driver: PostgreSqlDriver,
          inject: [DatabaseServer],
          // Each request's EntityManager comes from the request scope app.ts opens (ormOptions' `context`).
          useFactory: (server: DatabaseServer) => ({ ...ormOptions(server, entities), registerRequestContext: false }),
        }),
      ],
      providers: [MigrationRunner],
    };
  }
}
