import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { UserType } from '@satchel/shared';
import { User } from '../users/user.entity';

export interface TokenClaims {
  sub: number;
  role: UserType;
  /** The account's token version when it was signed (see User.tokenVersion). */
  ver: number;
  /** The token's own id, by which a logout revokes it. */
  jti: string;
  /** Expiry, seconds since the epoch: always present, a token without it is refused. */
  exp: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Verified tokens remembered at most; the oldest goes first (a few hundred bytes each). */
const VERIFIED_TOKEN_LIMIT = 10_000;

/**
 * Signs and verifies HS256 bearer tokens; any other algorithm, a bad signature, an expired token or
 * one without an expiry, an id or a version fails. Whether its account still exists, its version is
 * current and it was not logged out is AuthService's check.
 */
@Injectable()
export class TokenService {
  /**
   * Tokens whose signature was checked, by audience and token: the same bytes verify the same way
   * until they expire, and checking the HMAC again cost ~2% of a checkout's CPU. Only valid tokens
   * are kept, so a flood of forged ones fills nothing.
   */
  private readonly verified = new Map<string, TokenClaims>();
  protected readonly verifiedLimit: number = VERIFIED_TOKEN_LIMIT;

  constructor(private readonly jwt: JwtService) {}

  sign(user: User, audience = 'api', expiresIn?: number): Promise<string> {
    const claims = { sub: user.id, role: user.userType, ver: user.tokenVersion };
    return this.jwt.signAsync(claims, { audience, jwtid: randomUUID(), ...(expiresIn ? { expiresIn } : {}) });
  }

  /** Resolves with the claims, or undefined for any token that is not valid right now. */
  async verify(token: string, audience = 'api'): Promise<TokenClaims | undefined> {
    const key = `${audience} ${token}`;
    const known = this.verified.get(key);
    // Expired as jsonwebtoken judges it: at its `exp` second, not after.
    if (known && Date.now() < known.exp * 1000) return known;
    if (known) this.verified.delete(key);
    try {
      const claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: ['HS256'], audience });
      const wellFormed =
        Number.isInteger(claims.sub) &&
        Number.isInteger(claims.ver) &&
        Number.isFinite(claims.exp) &&
        typeof claims.jti === 'string' &&
        UUID.test(claims.jti);
      if (!wellFormed) return undefined;
      if (this.verified.size >= this.verifiedLimit) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(key, Object.freeze(claims));
      return claims;
    } catch {
      return undefined;
    }
  }
}
