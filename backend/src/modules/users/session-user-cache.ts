import { Injectable } from '@nestjs/common';
import { User } from './user.entity';

/** How long a signed-in account is reused without reading it again. */
export const SESSION_USER_TTL_MS = 5_000;
/** Accounts kept at most; the oldest goes first (a few hundred bytes each). */
export const SESSION_USER_LIMIT = 10_000;

/** An account's columns as loaded for a session (the password hash is never loaded here). */
export type SessionUser = Pick<
  User,
  'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'mobile' | 'dob' | 'userType' | 'createdAt' | 'updatedAt'
>;

/**
 * The accounts behind recent bearer tokens, so each authenticated request does not read its user
 * again. Tokens are still verified on every request (signature, audience, expiry); only the
 * account row is reused, for at most SESSION_USER_TTL_MS.
 *
 * Changes made through this process (profile, password) drop the entry at once. The cache is per
 * process: with several API replicas, another replica may keep serving the account as it was for
 * up to SESSION_USER_TTL_MS (5 s) after a change. Tokens are not revoked server-side (there is no
 * logout endpoint; a token lives until it expires), so the cache never keeps a token alive that
 * would otherwise be refused.
 */
@Injectable()
export class SessionUserCache {
  private readonly entries = new Map<number, { user: SessionUser; expires: number }>();

  get(id: number, now = Date.now()): SessionUser | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.user;
    this.entries.delete(id);
    return undefined;
  }

  set(user: User, now = Date.now()): void {
    this.entries.delete(user.id); // re-inserted last, so eviction below takes the oldest
    if (this.entries.size >= SESSION_USER_LIMIT) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(user.id, { user: snapshot(user), expires: now + SESSION_USER_TTL_MS });
  }

  delete(id: number): void {
    this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A copy, so a request changing its entity never changes what later requests get. */
function snapshot(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: user.mobile,
    dob: user.dob,
    userType: user.userType,
    createdAt: new Date(user.createdAt),
    updatedAt: new Date(user.updatedAt),
  };
}
