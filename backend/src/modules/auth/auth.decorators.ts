import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from '../users/session-user-cache';
import { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import type { TokenClaims } from './token.service';

/** Whom a request is signed in as (set by the AuthGuard; read by CurrentAccount and CurrentUser). */
export class SignedIn {
  private entity?: User;

  constructor(
    /** The account's fields as its session holds them: frozen, shared between its requests. */
    readonly account: SessionUser,
    private readonly users: Pick<UsersService, 'managed'>,
  ) {}

  /**
   * The same account as an entity of the request, made when first asked for: merging it into the
   * request's unit of work cost ~5% of a checkout's CPU, which a handler content with the
   * account's fields (CurrentAccount) no longer pays.
   */
  get user(): User {
    return (this.entity ??= this.users.managed(this.account));
  }
}

export interface AuthenticatedRequest extends Request {
  signedIn?: SignedIn;
  /** The verified claims of the request's bearer token. */
  tokenClaims?: TokenClaims;
}

/** The verified claims of the request's bearer token, as checked by the AuthGuard. */
export const CurrentTokenClaims = createParamDecorator((_: unknown, context: ExecutionContext): TokenClaims => {
  const claims = context.switchToHttp().getRequest<AuthenticatedRequest>().tokenClaims;
  if (!claims) throw new Error('CurrentTokenClaims used on a public route');
  return claims;
});
