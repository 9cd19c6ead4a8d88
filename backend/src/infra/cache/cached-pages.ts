import { Injectable } from '@nestjs/common';
import { HOME_ROUTE } from '../web/web-apps';

/** The home page's key, made once: the storefront's most asked-for page. */
const HOME_KEY = `page:${HOME_ROUTE}`;

/**
 * Storefront pages the server writes itself (their <head> filled in for crawlers and link
 * previews) and the catalogue cache keeps. The module that writes them registers their paths
 * (modules/seo); the front door answers those from the cache, and every other storefront path is
 * the built index.html as it is (WebApps).
 */
@Injectable()
export class CachedPages {
  private readonly paths: RegExp[] = [];

  /** Paths as sent, without the query; match them case-insensitively, as Express routes. */
  register(...paths: RegExp[]): void {
    this.paths.push(...paths);
  }

  /** The catalogue cache's key for such a page (by its path as sent), or undefined for any other path. */
  cacheKey(path: string): string | undefined {
    if (!this.paths.some((page) => page.test(path))) return undefined;
    return path === '/' ? HOME_KEY : `page:${path}`;
  }
}
