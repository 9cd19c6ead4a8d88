import { Injectable } from '@nestjs/common';
import { User } from './user.entity';

/** How long a token's session is reused without reading it again. */
export const SESSION_USER_TTL_MS = 5_000;
/** Sessions kept at most; the oldest goes first (a few hundred bytes each). */
export const SESSION_USER_LIMIT = 10_000;

/** An account's fields as loaded for a session (never the password hash): one list, read by SQL and copied here. */
export const SESSION_FIELDS = [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'mobile',
  'dob',
  'userType',
  'isOwner',
  'permissions',
  'disabledAt',
  'tokenVersion',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof User)[];

export type SessionUser = Pick<User, (typeof SESSION_FIELDS)[number]>;

/** What a token's session came to: its account, or that the token was logged out. */
export type SessionState = SessionUser | 'revoked';

/**
 * Recent bearer tokens' sessions (by the token's `jti`), so each authenticated request does not
 * read its account and the token's revocation again. Tokens are still checked on every request
 * (audience, expiry, version; the signature once per process, TokenService); only the database's
 * answer is reused, for at most SESSION_USER_TTL_MS.
 *
 * Changes made through this process (profile, password, logout) take effect at once. The cache is
 * per process: with several API replicas, another replica may keep serving an account as it was,
 * or a logged-out token, for up to SESSION_USER_TTL_MS (5 s) after the change.
 */
@Injectable()
export class SessionUserCache {
  private readonly entries = new Map<string, { state: SessionState; userId: number; expires: number }>();
  private readonly tokensOf = new Map<number, Set<string>>();
  /** Counts the changes made here (an account forgotten, a token logged out): see readMark. */
  private changes = 0;

  /**
   * Taken before reading a session from the database, for keepRead: a change made here while the
   * read was on its way may not be in what it found.
   */
  readMark(): number {
    return this.changes;
  }

  /**
   * Keeps a session read from the database since `mark`, as set does, unless a change was made here
   * meanwhile: then the read may predate it (a logout, a disabling, a new password), and keeping
   * it would undo the change for SESSION_USER_TTL_MS. A token logged out meanwhile stays so.
   */
  keepRead(jti: string, userId: number, state: User | SessionUser | 'revoked', mark: number): SessionState {
    if (mark === this.changes) return this.set(jti, userId, state);
    if (this.entries.get(jti)?.state === 'revoked') return 'revoked';
    return state === 'revoked' ? state : frozenSnapshot(state);
  }

  get(jti: string, now = Date.now()): SessionState | undefined {
    const entry = this.entries.get(jti);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.state;
    this.drop(jti);
    return undefined;
  }

  /** Keeps the token's session; returns it as kept (an account as a frozen copy). */
  set(jti: string, userId: number, state: User | SessionUser | 'revoked', now = Date.now()): SessionState {
    this.drop(jti); // re-inserted last, so eviction below takes the oldest
    if (this.entries.size >= SESSION_USER_LIMIT) this.drop(this.entries.keys().next().value!);
    const kept = state === 'revoked' ? state : frozenSnapshot(state);
    this.entries.set(jti, { state: kept, userId, expires: now + SESSION_USER_TTL_MS });
    let tokens = this.tokensOf.get(userId);
    if (!tokens) this.tokensOf.set(userId, (tokens = new Set()));
    tokens.add(jti);
    return kept;
  }

  /** Logs the token out here at once (its revocation is committed): refused from now on. */
  revoke(jti: string, userId: number): void {
    this.changes++;
    this.set(jti, userId, 'revoked');
  }

  /** Forgets every session of the account: its next request reads it again. */
  forgetUser(userId: number): void {
    this.changes++;
    for (const jti of this.tokensOf.get(userId) ?? []) this.entries.delete(jti);
    this.tokensOf.delete(userId);
  }

  clear(): void {
    this.changes++;
    this.entries.clear();
    this.tokensOf.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(jti: string): void {
    const entry = this.entries.get(jti);
    if (!entry) return;
    this.entries.delete(jti);
    const tokens = this.tokensOf.get(entry.userId);
    tokens?.delete(jti);
    if (tokens && !tokens.size) this.tokensOf.delete(entry.userId);
  }
}

/** A copy, so a request changing its entity never changes what later requests get. */
export function snapshot(user: User | SessionUser): SessionUser {
  const copy: Record<string, unknown> = {};
  for (const field of SESSION_FIELDS) {
    const value: unknown = user[field];
    copy[field] = value instanceof Date ? new Date(value) : Array.isArray(value) ? [...value] : value;
  }
  return copy as unknown as SessionUser;
}

/** A copy no one can change, its lists included: the cache hands it to every request of the token. */
function frozenSnapshot(user: User | SessionUser): SessionUser {
  const copy = snapshot(user);
  for (const value of Object.values(copy)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(copy);
}
