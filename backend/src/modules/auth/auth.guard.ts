import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { UserType } from '@satchel/shared';
import { IS_PUBLIC, ROLE_REFUSAL, ROLES } from '../../common/http/access';
import { AuthenticatedRequest } from './auth.decorators';
import { AuthService } from './auth.service';

/**
 * Installed globally: every route needs a valid bearer token of an existing account unless it is
 * marked @Public(), and routes marked @Roles() need one of those account types.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    const session = await this.auth.sessionForToken(scheme?.toLowerCase() === 'bearer' ? token : undefined);
    if (!session) throw new UnauthorizedException('Please log in to continue');
    const { user } = session;
    request.user = user;
    request.tokenClaims = session.claims;

    const roles = this.reflector.getAllAndOverride<UserType[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(user.userType)) {
      const refusal = this.reflector.getAllAndOverride<string | undefined>(ROLE_REFUSAL, targets);
      throw new ForbiddenException(refusal ?? 'You do not have permission to do this');
    }
    return true;
  }
}
