import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Observable, tap } from 'rxjs';
import { RawJson } from '../../common/http/raw-json';
import { weakEtag } from '../web/encoded-body';
import { CATALOGUE_CACHE_CONTROL, CatalogueCache } from './catalogue-cache';

const CACHED_READ = Symbol('cachedRead');

interface CachedReadOptions {
  /** The answer shows stock that must be current (a product page), not up to STOCK_STALENESS_MS old. */
  exactStock?: boolean;
}

/**
 * A public catalogue read whose answer (RawJson) is kept in the CatalogueCache by URL; later
 * requests for it are answered by the front door without reaching Nest or the database.
 */
export const CachedRead = (options: CachedReadOptions = {}) =>
  applyDecorators(SetMetadata(CACHED_READ, options), UseInterceptors(CachedReadInterceptor));

@Injectable()
export class CachedReadInterceptor implements NestInterceptor {
  constructor(
    private readonly cache: CatalogueCache,
    private readonly reflector: Reflector,
  ) {}

  /**
   * On a miss the answer goes out through Express as usual (its 304 check and the compression
   * middleware), under the same ETag the front door will give the cached copy, which is encoded
   * and kept in the background.
   */
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const options = this.reflector.get<CachedReadOptions>(CACHED_READ, context.getHandler()) ?? {};
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    const ticket = this.cache.ticket();
    return next.handle().pipe(
      tap((result: unknown) => {
        if (!(result instanceof RawJson)) return;
        const json = Buffer.from(result.json);
        const etag = weakEtag(json);
        response.setHeader('ETag', etag);
        response.setHeader('Cache-Control', CATALOGUE_CACHE_CONTROL);
        response.vary('Accept-Encoding'); // added to, not replacing, what CORS may have put there
        this.cache
          .store(request.originalUrl, ticket, json, { etag, exactStock: options.exactStock ?? false })
          .catch(() => undefined);
      }),
    );
  }
}
