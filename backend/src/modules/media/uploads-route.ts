import { pipeline } from 'node:stream/promises';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { STORAGE_KEY, StorageDriver } from '../../infra/storage/storage-driver';
import { CONTENT_TYPES } from './image-files';

/**
 * Serves stored files at /uploads/{filename}. Names are never reused, so a file can be cached
 * for a year; nosniff and a sandbox CSP keep a crafted file from ever running as a page.
 */
export function mountUploads(app: NestExpressApplication): void {
  const storage = app.get(StorageDriver);
  app.use('/uploads', async (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    // Not decoded: a stored name (STORAGE_KEY) has nothing to encode, so any '%' is not one of
    // ours, and decoding a malformed escape would throw.
    const filename = request.path.replace(/^\//, '');
    const contentType = CONTENT_TYPES[filename.split('.').pop() ?? ''];
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    if (!STORAGE_KEY.test(filename) || !contentType) return notFound(response);
    try {
      const file = await storage.get(filename);
      if (!file) return notFound(response);
      response.setHeader('Content-Type', contentType);
      response.setHeader('Content-Length', String(file.size));
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      response.setHeader('ETag', `"${filename}"`);
      if (request.method === 'HEAD' || request.headers['if-none-match'] === `"${filename}"`) {
        file.body.destroy();
        if (request.method !== 'HEAD') response.status(304);
        return response.end();
      }
      await pipeline(file.body, response);
    } catch (error) {
      if (!response.headersSent) return next(error);
      response.destroy(error as Error);
    }
  });
}

function notFound(response: Response): void {
  response.status(404).setHeader('Cache-Control', 'no-store');
  response.json({ statusCode: 404, message: 'Not found', error: 'Not Found' });
}
