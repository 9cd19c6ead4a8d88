import { Global, Module } from '@nestjs/common';
import { CachedReadInterceptor } from './cached-read';
import { CatalogueCache } from './catalogue-cache';

/** The catalogue response cache, for @CachedRead() routes and the front door. */
@Global()
@Module({
  providers: [CatalogueCache, CachedReadInterceptor],
  exports: [CatalogueCache, CachedReadInterceptor],
})
export class CacheModule {}
