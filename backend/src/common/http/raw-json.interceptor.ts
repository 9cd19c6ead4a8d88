import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, Observable } from 'rxjs';
import { RawJson } from './raw-json';

/** Writes a RawJson result as the JSON text it already is. */
@Injectable()
export class RawJsonInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown) => {
        if (!(result instanceof RawJson)) return result;
        context.switchToHttp().getResponse<Response>().type('application/json');
        return result.json;
      }),
    );
  }
}
