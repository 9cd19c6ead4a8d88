import { createServer, IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import { type Express, type IRoute, type NextFunction, type Request, Router, type Response } from 'express';
import { RawJson } from '../../common/http/raw-json';
import { ROUTE_TEMPLATE } from '../metrics/metrics';

type RouteMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/**
 * Nest's Express adapter, with three changes on the hot path (docs/performance.md):
 * - requests and responses are made with Express's prototypes (useRequestClasses), not given
 *   them by Express at each request, which made every later access to them slow;
 * - a RawJson answer is written as the JSON text it already is, where every answer is written
 *   rather than in a global interceptor, which cost each request an async resource and an
 *   observable (about 2% of a checkout's CPU);
 * - an API route goes into a router of its area (`/api/cart`, `/api/admin/orders`), mounted where
 *   the area's first route came, so a request tries its area's few routes, not every route of the
 *   API one by one (Express matched about 120 patterns to reach checkout).
 */
export class SatchelExpressAdapter extends ExpressAdapter {
  private readonly areas = new Map<string, Router>();

  override initHttpServer(options: NestApplicationOptions): void {
    // Satchel uses neither (TLS ends at the proxy; main.ts closes connections as it drains): for
    // them, Nest's own server, without the classes.
    if (options.httpsOptions || options.forceCloseConnections) return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.httpServer = createServer(useRequestClasses(app), app);
  }

  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!(body instanceof RawJson)) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    return response.type('application/json').send(body.json);
  }

  override get(...args: unknown[]): unknown {
    return this.route('get', args);
  }

  override post(...args: unknown[]): unknown {
    return this.route('post', args);
  }

  override put(...args: unknown[]): unknown {
    return this.route('put', args);
  }

  override delete(...args: unknown[]): unknown {
    return this.route('delete', args);
  }

  override patch(...args: unknown[]): unknown {
    return this.route('patch', args);
  }

  private route(method: RouteMethod, args: unknown[]): unknown {
    const [path, ...handlers] = args;
    const area = typeof path === 'string' ? areaOf(path) : undefined;
    if (!area) return (this.instance[method] as (...all: unknown[]) => unknown)(...args);
    const router = this.areas.get(area) ?? this.mountArea(area);
    const route = router.route((path as string).slice(area.length) || '/') as IRoute & { [ROUTE_TEMPLATE]?: string };
    route[ROUTE_TEMPLATE] = path as string;
    return (route[method] as (...all: unknown[]) => unknown)(...handlers);
  }

  /** The area's router, mounted in the app's own where this, its first route, comes. */
  private mountArea(area: string): Router {
    const router = Router();
    this.areas.set(area, router);
    // OPTIONS passes by, to the API's 404 as before: an area's router would answer it itself
    // with the methods of its routes once none matched.
    this.instance.use(area, (request: Request, response: Response, next: NextFunction) =>
      request.method === 'OPTIONS' ? next() : router(request, response, next),
    );
    return router;
  }
}

/**
 * The area of an API route: its literal first segment after `/api` (two under `/api/admin`). A
 * route whose area would hold a parameter or wildcard stays in the app's own router, in its place.
 */
function areaOf(path: string): string | undefined {
  return /^\/api\/(?:admin\/)?[a-z][a-z-]*(?=\/|$)/.exec(path)?.[0];
}

/**
 * Makes `app.request` and `app.response` the prototypes of two classes, and returns those
 * classes for node:http to make each request and response with. Express gives every request and
 * response the app's prototypes with `Object.setPrototypeOf`; on an object made with another
 * prototype that changes its shape, and V8 then reads and writes it, in Node, Express, Nest and
 * every middleware, through slow generic lookups. Made with them, the call finds them in place and
 * does nothing: a plain Express route on this machine went from 0.23 to 0.06 ms of CPU per
 * request, the same as a bare node:http server's (docs/performance.md, Requests made with
 * Express's prototypes).
 */
function useRequestClasses(app: Express): ServerOptions {
  class ExpressRequest extends IncomingMessage {}
  class ExpressResponse extends ServerResponse {}
  // Each class's prototype goes in front of the app's, which holds `app` and Express's methods.
  Object.setPrototypeOf(ExpressRequest.prototype, app.request);
  Object.setPrototypeOf(ExpressResponse.prototype, app.response);
  app.request = ExpressRequest.prototype as unknown as Express['request'];
  app.response = ExpressResponse.prototype as unknown as Express['response'];
  return { IncomingMessage: ExpressRequest, ServerResponse: ExpressResponse as typeof ServerResponse };
}
