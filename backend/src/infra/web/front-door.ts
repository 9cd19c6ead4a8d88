import { FRONT_DOOR_ROUTE, Metrics } from '../metrics/metrics';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { oneTimeRequestId } from '../../common/http/request-id';
import { withoutQuery } from '../../common/http/url-path';
import { AppConfig } from '../../config/app-config';
import { CachedPages } from '../cache/cached-pages';
import { CatalogueCache } from '../cache/catalogue-cache';
import { Lifecycle } from './lifecycle';
import { EncodedBody, sendEncoded } from './encoded-body';
import { fixedSecurityHeaders } from './security-headers';
import { HOME_ROUTE, WebApps } from './web-apps';

/**
 * A plain node:http handler in front of Express. It answers what needs no framework: the web
 * apps' files (from memory) and catalogue reads the CatalogueCache holds, 304s included, with the
 * same security headers and request id as every other answer. Everything else, and every cache
 * miss, goes on to Express and Nest. This is what lets cached reads run near the speed of a
 * bare HTTP server: helmet, pino-http, the body parser, routing and the ORM's request context
 * cost more than the answer itself.
 */
export async function installFrontDoor(app: NestExpressApplication, config: AppConfig): Promise<void> {
  const cache = app.get(CatalogueCache);
  const pages = app.get(CachedPages);
  const webApps = await WebApps.load();
  // With CORS on, shared caches must keep cross-origin answers (with their CORS headers) apart.
  const security = {
    ...fixedSecurityHeaders(config),
    ...(config.corsOrigins.length ? { Vary: 'Origin, Accept-Encoding' } : {}),
  };
  const express = app.getHttpAdapter().getInstance() as (request: IncomingMessage, response: ServerResponse) => void;

  // Cross-origin requests need Express's CORS headers; same-origin reads carry no Origin.
  const crossOrigin = (request: IncomingMessage) => config.corsOrigins.length > 0 && !!request.headers.origin;

  /**
   * The answer kept in memory for a GET of this URL, and the route metrics count it under; or
   * undefined for Express to answer. A storefront page with a head of its own comes from the
   * catalogue cache, or on a miss from Nest, which writes it (the module that registered it).
   */
  const fromMemory = (url: string): [EncodedBody, string] | undefined => {
    const key = url.startsWith('/api/') ? url : pages.cacheKey(withoutQuery(url));
    if (key) {
      const cached = cache.lookup(key);
      return cached && [cached, 'front door: catalogue cache'];
    }
    const file = webApps.find(pathOf(url));
    return file && [file, 'front door: web apps'];
  };
  const metrics = app.get(Metrics);
  const lifecycle = app.get(Lifecycle);
  const frontDoor = (request: IncomingMessage, response: ServerResponse): void => {
    metrics.track(request, response);
    const url = request.url ?? '';
    if (lifecycle.draining && refusedWhileDraining(request, url)) {
      lifecycle.refused();
      response.writeHead(503, {
        ...security,
        'Content-Type': 'application/json',
        'Retry-After': '1',
        Connection: 'close',
      });
      response.end(DRAINING_BODY);
      return;
    }
    // Only origin-form URLs ('/…'); anything else is Express's to route or refuse.
    if ((request.method === 'GET' || request.method === 'HEAD') && url.startsWith('/') && !crossOrigin(request)) {
      const answer = fromMemory(url);
      if (answer) {
        if (metrics.enabled)
          (request as IncomingMessage & { [FRONT_DOOR_ROUTE]?: string })[FRONT_DOOR_ROUTE] = answer[1];
        sendEncoded(request, response, answer[0], security, oneTimeRequestId(request));
        return;
      }
    }
    // Nest routes the home page as /home (modules/seo): the prefix cannot leave out '/' alone.
    if (url === '/' || url.startsWith('/?')) request.url = `${HOME_ROUTE}${url.slice(1)}`;
    express(request, response);
  };

  // Nest created the server around Express; put the front door in Express's place.
  const server = app.getHttpServer() as Server;
  server.removeAllListeners('request');
  server.on('request', frontDoor);
}

const DRAINING_BODY = JSON.stringify({ statusCode: 503, message: 'This server is shutting down: try again' });

/**
 * While draining, reads are refused so that a balancer retries them elsewhere and, counting the
 * failure, sends this process nothing more (deploy/nginx.conf: http_503, max_fails=1); writes are
 * still served, as a balancer does not repeat them. Health and metrics keep answering truthfully.
 */
function refusedWhileDraining(request: IncomingMessage, url: string): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !url.startsWith('/api/health') &&
    !url.startsWith('/metrics')
  );
}

function pathOf(url: string): string {
  const path = withoutQuery(url);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
