import { CanActivate, ExecutionContext, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger/dist/constants';
import type { Request } from 'express';

const JSON_TYPE = 'application/json';

/**
 * Every request body is JSON, except on the routes that declare multipart (MultipartForm): any
 * other media type answers 415 before anything runs. A cross-site HTML form can only send
 * form-encoded, multipart or plain text bodies without a CORS preflight, so it never reaches a
 * JSON route (registration, say), and nothing but JSON is ever parsed.
 */
@Injectable()
export class ContentTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;
    if (!hasBody) return true;
    const accepted = this.reflector.getAllAndOverride<string[] | undefined>(DECORATORS.API_CONSUMES, [
      context.getHandler(),
      context.getClass(),
    ]) ?? [JSON_TYPE];
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (accepted.includes(type)) return true;
    throw new UnsupportedMediaTypeException(`Send the body as ${accepted.join(' or ')}`);
  }
}
