import { Global, Module } from '@nestjs/common';
import { CachedReadInterceptor } from './cached-read';
import { CachedPages } from './cached-pages';
import { CatalogueCache } from './catalogue-cache';

/** The catalogue response cache, for @CachedRead() routes, the pages modules register, and the front door. */
@Global()
@Module({
  providers: [CatalogueCache, CachedReadInterceptor, CachedPages],
  exports: [CatalogueCache, CachedReadInterceptor, CachedPages],
})
export class CacheModule {}
