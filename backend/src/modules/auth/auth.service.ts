import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { TEAM_MESSAGES, UserType } from '@satchel/shared';
import { AuditLog } from '../audit/audit-log.service';
import { RateLimitStore } from '../../infra/rate-limit/rate-limit-store';
import { UserDto } from '../users/dto/user.dto';
import { SessionUser, SessionUserCache } from '../users/session-user-cache';
import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  loginAccountKey,
  loginKeys,
  TOO_MANY_FAILED_LOGINS,
  typedNameKey,
} from '../users/password-attempts';
import { UsersService } from '../users/users.service';
import { LoginDto, LoginResponseDto } from './dto/login.dto';
import { RegisterDto, RegisterResponseDto } from './dto/register.dto';
import { TokenClaims, TokenService } from './token.service';

/** One answer for an unknown account and a wrong password, so login does not reveal who has an account. */
const INVALID_CREDENTIALS = 'Invalid email/username or password';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly sessionUsers: SessionUserCache,
    private readonly limits: RateLimitStore,
    private readonly audit: AuditLog,
  ) {}

  async register(input: RegisterDto): Promise<RegisterResponseDto> {
    const { username, email, password, firstName, lastName, mobile, dob } = input;
    const user = await this.users.create(
      { username, email, password, firstName, lastName, mobile, dob },
      UserType.CUSTOMER,
    );
    return { message: 'Registration successful. Please log in.', user: UserDto.from(user) };
  }

  /**
   * The account a token speaks for, with the token's claims: the token must be valid now for this
   * audience, signed at the account's current token version (a password change moves it on) and
   * not logged out, and its account must still exist. The one check behind the API's bearer
   * tokens and the ops dashboard's cookie. The token is checked every time (its signature once per
   * process, TokenService); the account and the revocation may come from a cache a few seconds old
   * (UsersService.findForSession).
   */
  async sessionForToken(
    token: string | undefined,
    audience?: string,
  ): Promise<{ account: SessionUser; claims: TokenClaims } | null> {
    const claims = token ? await this.tokens.verify(token, audience) : undefined;
    if (!claims) return null;
    const account = await this.users.findForSession(claims.sub, claims.jti);
    // A disabled account's tokens were revoked as it was disabled; this guards a token signed since.
    return account && account.tokenVersion === claims.ver && !account.disabledAt ? { account, claims } : null;
  }

  async accountForToken(token: string | undefined, audience?: string): Promise<SessionUser | null> {
    return (await this.sessionForToken(token, audience))?.account ?? null;
  }

  /**
   * Logs a token out: refused from now on by this process, by the others within
   * SESSION_USER_TTL_MS, and remembered only until it would have expired anyway.
   */
  async logout(claims: TokenClaims): Promise<void> {
    await this.em.execute(
      `with expired as (delete from revoked_tokens where expires_at < now())
       insert into revoked_tokens (jti, expires_at) values (?, ?) on conflict do nothing`,
      [claims.jti, new Date(claims.exp * 1000)],
    );
    this.sessionUsers.revoke(claims.jti, claims.sub);
  }

  /**
   * Counted per account (LOGIN_FAILURE_LIMIT, beside the per-address limit, stops a guesser who
   * rotates addresses) and per name typed: past the limit a name answers 429; an account past it
   * through another name answers as a wrong password. A successful login, or a password reset,
   * clears the account's count and both its names' (loginKeys).
   */
  async login({ identifier, password }: LoginDto): Promise<LoginResponseDto> {
    const user = await this.users.findByIdentifier(identifier);
    // Counted before the slow password check, so a burst cannot all be checked: per account
    // (whichever of its names is typed), and per name typed.
    const typed = typedNameKey(identifier);
    const [byName, byAccount] = await Promise.all([
      this.limits.attempt(typed, LOGIN_FAILURE_WINDOW_MS),
      user ? this.limits.attempt(loginAccountKey(user.id), LOGIN_FAILURE_WINDOW_MS) : 0,
    ]);
    if (byName > LOGIN_FAILURE_LIMIT) {
      throw new HttpException(TOO_MANY_FAILED_LOGINS, HttpStatus.TOO_MANY_REQUESTS);
    }
    // An account locked through its other name answers as a wrong password would (after the
    // decoy's time), so the refusal cannot tell which names belong to one account.
    const checked = byAccount <= LOGIN_FAILURE_LIMIT ? user : null;
    if (!checked) await this.users.verifyDecoy(password);
    if (!checked || !(await this.users.verifyPassword(checked, password))) {
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await Promise.all(loginKeys(checked).map((key) => this.limits.succeeded(key)));
    // Said only to whoever knows the password: it tells them nothing they could not learn by signing in.
    if (checked.disabledAt) throw new ForbiddenException(TEAM_MESSAGES.accountDisabled);
    if (checked.userType === UserType.ADMIN) {
      const actor = { id: checked.id, email: checked.email };
      await this.audit.record(this.em, { actor, action: 'login', entity: 'team-member', entityId: String(checked.id) });
    }
    return { token: await this.tokens.sign(checked), user: UserDto.from(checked) };
  }
}
