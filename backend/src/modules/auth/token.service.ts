import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { User, UserType } from '../users/user.entity';

export interface TokenClaims {
  sub: number;
  role: UserType;
}

/** Signs and verifies HS256 bearer tokens; any other algorithm, a bad signature or an expired token fails. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  sign(user: User, audience = 'api', expiresIn?: number): Promise<string> {
    const claims: TokenClaims = { sub: user.id, role: user.userType };
    return this.jwt.signAsync(claims, { audience, ...(expiresIn ? { expiresIn } : {}) });
  }

  /** Resolves with the claims, or undefined for any token that is not valid right now. */
  async verify(token: string, audience = 'api'): Promise<TokenClaims | undefined> {
    try {
      const claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'], audience });
      return Number.isInteger(claims.sub) ? claims : undefined;
    } catch {
      return undefined;
    }
  }
}
