import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { User } from '../users/user.entity';
import type { TokenClaims } from './token.service';

export interface AuthenticatedRequest extends Request {
  user?: User;
  /** The verified claims of the request's bearer token. */
  tokenClaims?: TokenClaims;
}

/** The verified claims of the request's bearer token, as checked by the AuthGuard. */
export const CurrentTokenClaims = createParamDecorator((_: unknown, context: ExecutionContext): TokenClaims => {
  const claims = context.switchToHttp().getRequest<AuthenticatedRequest>().tokenClaims;
  if (!claims) throw new Error('CurrentTokenClaims used on a public route');
  return claims;
});
