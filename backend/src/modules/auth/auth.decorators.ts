import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { PUBLIC_EXTENSION } from '../../common/openapi/openapi-document';
import { User, UserType } from '../users/user.entity';
import type { TokenClaims } from './token.service';

export const IS_PUBLIC = 'satchel:isPublic';
export const ROLES = 'satchel:roles';
export const ROLE_REFUSAL = 'satchel:roleRefusal';

/** Opens a route to everyone (and documents it so); every other route needs a valid bearer token. */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(PUBLIC_EXTENSION, true));

/** Restricts a route (or controller) to some account types, and documents the refusals. */
export const Roles = (...roles: UserType[]) => applyDecorators(SetMetadata(ROLES, roles), ApiErrors(401, 403));

/** Restricts a route (or controller) to customers; an admin is refused with the given words (docs/product.md §6). */
export const CustomersOnly = (refusal: string) =>
  applyDecorators(SetMetadata(ROLES, [UserType.CUSTOMER]), SetMetadata(ROLE_REFUSAL, refusal), ApiErrors(401, 403));

/** Documents that a route needs a signed-in account (the global guard enforces it anyway). */
export const Authenticated = () => ApiErrors(401);

export interface AuthenticatedRequest extends Request {
  user?: User;
  /** The verified claims of the request's bearer token. */
  tokenClaims?: TokenClaims;
}

/** The signed-in user, as loaded by the AuthGuard. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): User => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new Error('CurrentUser used on a public route');
  return user;
});

/** The verified claims of the request's bearer token, as checked by the AuthGuard. */
export const CurrentTokenClaims = createParamDecorator((_: unknown, context: ExecutionContext): TokenClaims => {
  const claims = context.switchToHttp().getRequest<AuthenticatedRequest>().tokenClaims;
  if (!claims) throw new Error('CurrentTokenClaims used on a public route');
  return claims;
});
