import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import { User, UserType } from '../users/user.entity';

export const IS_PUBLIC = 'satchel:isPublic';
export const ROLES = 'satchel:roles';

/** Opens a route to everyone; every other route needs a valid bearer token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Restricts a route (or controller) to some account types, and documents the bearer requirement. */
export const Roles = (...roles: UserType[]) =>
  applyDecorators(SetMetadata(ROLES, roles), ApiBearerAuth(), ApiErrors(401, 403));

/** Marks a route as needing any signed-in account. */
export const Authenticated = () => applyDecorators(ApiBearerAuth(), ApiErrors(401));

export interface AuthenticatedRequest extends Request {
  user?: User;
}

/** The signed-in user, as loaded by the AuthGuard. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): User => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new Error('CurrentUser used on a public route');
  return user;
});
