import { join } from 'node:path';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { DiskStorageDriver } from './disk-storage.driver';
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
          useFactory: async (): Promise<StorageDriver> => {
            if (!config.s3) return new DiskStorageDriver(join(config.dataDir, 'uploads'));
            // Loaded only when used: the AWS SDK is large and the embedded default never needs it.
            const { S3StorageDriver } = await import('./s3-storage.driver');
            return new S3StorageDriver(config.s3);
          },
        },
      ],
      exports: [StorageDriver],
    };
  }
}
