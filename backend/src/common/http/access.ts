import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { UserType } from '@satchel/shared';
import { ApiErrors } from '../openapi/error-response.dto';
import { PUBLIC_EXTENSION } from '../openapi/openapi-document';

// Who may call a route, declared where the route is. Every module's controllers use these; the
// auth module's global guard reads them (docs/architecture.md "Security").

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

/**
 * The signed-in account, as the guard loaded it (the users module's `User`; typed at the
 * parameter, since a parameter decorator's type is not checked against it).
 */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): unknown => {
  const user = context.switchToHttp().getRequest<{ user?: unknown }>().user;
  if (!user) throw new Error('CurrentUser used on a public route');
  return user;
});
