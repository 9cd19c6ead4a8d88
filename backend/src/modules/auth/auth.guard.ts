import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasPermission, NO_PERMISSION, type Permission, UserType } from '@satchel/shared';
import { IS_PUBLIC, PERMISSION, ROLE_REFUSAL, ROLES } from '../../common/http/access';
import { setCurrentActor } from '../../common/request-scope';
import { AuthenticatedRequest, SignedIn } from './auth.decorators';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';

/**
 * Installed globally: every route needs a valid bearer token of an existing account unless it is
 * marked @Public(); routes marked @Staff(permission) need staff with that permission (or an owner),
 * and @CustomersOnly() routes a customer.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    const session = await this.auth.sessionForToken(scheme?.toLowerCase() === 'bearer' ? token : undefined);
    if (!session) throw new UnauthorizedException('Please log in to continue');
    const { account: user } = session;
    request.signedIn = new SignedIn(user, this.users);
    request.tokenClaims = session.claims;
    // What staff change is audited under their name (AuditSubscriber).
    if (user.userType === UserType.ADMIN) setCurrentActor({ id: user.id, email: user.email });

    const roles = this.reflector.getAllAndOverride<UserType[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(user.userType)) {
      const refusal = this.reflector.getAllAndOverride<string | undefined>(ROLE_REFUSAL, targets);
      throw new ForbiddenException(refusal ?? NO_PERMISSION);
    }
    // Staff need the route's permission; a staff route that names none admits no one.
    if (user.userType === UserType.ADMIN && roles?.includes(UserType.ADMIN)) {
      const permission = this.reflector.getAllAndOverride<Permission | undefined>(PERMISSION, targets);
      if (!permission || !hasPermission(user, permission)) throw new ForbiddenException(NO_PERMISSION);
    }
    return true;
  }
}
