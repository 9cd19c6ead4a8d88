import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';
import { RawJson } from '../../common/http/raw-json';

/**
 * Nest's Express adapter, writing a RawJson answer as the JSON text it already is. Done where every
 * answer is written rather than in a global interceptor, which cost each request an async resource
 * and an observable (about 2% of a checkout's CPU in Satchel; docs/performance.md).
 */
export class SatchelExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!(body instanceof RawJson)) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    return response.type('application/json').send(body.json);
  }
}
