import { join } from 'node:path';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { DiskStorageDriver } from './disk-storage.driver';
import { S3StorageDriver } from './s3-storage.driver';
import { StorageDriver } from './storage-driver';

/** The file store, chosen once at start: an S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
@Global()
@Module({})
export class StorageModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: StorageModule,
      providers: [
        {
          provide: StorageDriver,
          useFactory: (): StorageDriver =>
            config.s3 ? new S3StorageDriver(config.s3) : new DiskStorageDriver(join(config.dataDir, 'uploads')),
        },
      ],
      exports: [StorageDriver],
    };
  }
}
