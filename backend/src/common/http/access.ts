import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { type Permission, UserType } from '@satchel/shared';
import { ApiErrors } from '../openapi/error-response.dto';
import { PUBLIC_EXTENSION } from '../openapi/openapi-document';

// Who may call a route, declared where the route is. Every module's controllers use these; the
// auth module's global guard reads them (docs/architecture.md "Security").

export const IS_PUBLIC = 'satchel:isPublic';
export const ROLES = 'satchel:roles';
export const ROLE_REFUSAL = 'satchel:roleRefusal';
export const PERMISSION = 'satchel:permission';

/** OpenAPI extensions saying who may call an operation (one of them on each; backend/test/permissions.spec.ts). */
export const ACCESS_EXTENSIONS = {
  permission: 'x-satchel-permission',
  customers: 'x-satchel-customers',
  account: 'x-satchel-account',
} as const;

/**
 * An OpenAPI extension on the route, or on every route of the controller it decorates
 * (@nestjs/swagger's own ApiExtension is read from methods only).
 */
function onEveryRoute(name: string, value: unknown): MethodDecorator & ClassDecorator {
  const extension = ApiExtension(name, value) as MethodDecorator;
  const decorator = (target: object, key?: string | symbol, descriptor?: PropertyDescriptor): void => {
    if (key !== undefined && descriptor) {
      extension(target, key, descriptor);
      return;
    }
    const prototype = (target as { prototype: object }).prototype;
    for (const method of Object.getOwnPropertyNames(prototype)) {
      const own = Object.getOwnPropertyDescriptor(prototype, method);
      if (method !== 'constructor' && typeof own?.value === 'function') extension(prototype, method, own);
    }
  };
  return decorator as MethodDecorator & ClassDecorator;
}

/** Opens a route to everyone (and documents it so); every other route needs a valid bearer token. */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), onEveryRoute(PUBLIC_EXTENSION, true));

/**
 * A back-office route: staff with this permission (or an owner) only; anyone else gets 403. Every
 * back-office route names one: without it, no member of staff may call a route (the guard denies).
 */
export const Staff = (permission: Permission) =>
  applyDecorators(
    SetMetadata(ROLES, [UserType.ADMIN]),
    SetMetadata(PERMISSION, permission),
    onEveryRoute(ACCESS_EXTENSIONS.permission, permission),
    ApiErrors(401, 403),
  );

/** Restricts a route (or controller) to customers; an admin is refused with the given words (docs/product.md §6). */
export const CustomersOnly = (refusal: string) =>
  applyDecorators(
    SetMetadata(ROLES, [UserType.CUSTOMER]),
    SetMetadata(ROLE_REFUSAL, refusal),
    onEveryRoute(ACCESS_EXTENSIONS.customers, true),
    ApiErrors(401, 403),
  );

/** A route for any signed-in account, its own things (the global guard enforces the sign-in). */
export const Authenticated = () => applyDecorators(onEveryRoute(ACCESS_EXTENSIONS.account, true), ApiErrors(401));

/**
 * The signed-in account as an entity of the request (the users module's `User`, merged when first
 * asked for; typed at the parameter, since a parameter decorator's type is not checked against it).
 */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): unknown => {
  const signedIn = context.switchToHttp().getRequest<{ signedIn?: { user: unknown } }>().signedIn;
  if (!signedIn) throw new Error('CurrentUser used on a public route');
  return signedIn.user;
});

/**
 * The signed-in account's fields as its session holds them (the users module's `SessionUser`):
 * frozen and shared, no entity. For a handler that changes nothing of the account and names it by
 * its id, it saves making the entity CurrentUser gives.
 */
export const CurrentAccount = createParamDecorator((_: unknown, context: ExecutionContext): unknown => {
  const signedIn = context.switchToHttp().getRequest<{ signedIn?: { account: unknown } }>().signedIn;
  if (!signedIn) throw new Error('CurrentAccount used on a public route');
  return signedIn.account;
});
