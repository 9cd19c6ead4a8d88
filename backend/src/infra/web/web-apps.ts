import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';

/** The repository root, the same from backend/src (tests) and backend/dist (built). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');

/** Paths that belong to the server: never answered with a web app's index.html. */
const SERVER_PATHS = /^\/(api|uploads|ops|openapi\.yaml)(\/|$)/;

/**
 * Serves the built storefront at / and the built back office at /admin. Hashed assets are cached
 * for a year; index.html is revalidated, and is the fallback for client-side routes.
 */
export function mountWebApps(app: NestExpressApplication): void {
  serve(app, '/admin', join(REPO_ROOT, 'admin', 'dist'));
  serve(app, '/', join(REPO_ROOT, 'storefront', 'dist'), /^\/admin(\/|$)/);
}

function serve(app: NestExpressApplication, base: string, dir: string, skip?: RegExp): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) {
    new Logger('Web').warn(`${dir} is not built; run \`npm run build\` to serve ${base}`);
    return;
  }
  app.use(
    base,
    express.static(dir, {
      index: false,
      setHeaders: (response, path) =>
        response.setHeader(
          'Cache-Control',
          path.includes(`${dir}/assets/`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        ),
    }),
  );
  app.use(base, (request: Request, response: Response, next: NextFunction) => {
    const path = request.originalUrl.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (!isPage || SERVER_PATHS.test(path) || skip?.test(path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
