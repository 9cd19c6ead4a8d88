import { ExpressAdapter } from '@nestjs/platform-express';
import { type IRoute, type NextFunction, type Request, Router, type Response } from 'express';
import { RawJson } from '../../common/http/raw-json';
import { ROUTE_TEMPLATE } from '../metrics/metrics';

type RouteMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/**
 * Nest's Express adapter, with two changes on the hot path (docs/performance.md):
 * - a RawJson answer is written as the JSON text it already is, where every answer is written
 *   rather than in a global interceptor, which cost each request an async resource and an
 *   observable (about 2% of a checkout's CPU);
 * - an API route goes into a router of its area (`/api/cart`, `/api/admin/orders`), mounted where
 *   the area's first route came, so a request tries its area's few routes, not every route of the
 *   API one by one (Express matched about 120 patterns to reach checkout).
 */
export class SatchelExpressAdapter extends ExpressAdapter {
  private readonly areas = new Map<string, Router>();

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
