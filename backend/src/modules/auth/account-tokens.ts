import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError } from '../../common/errors/domain-errors';
import type { User } from '../users/user.entity';
import { AccountTokenPurpose, accountTokenHash } from './account-token.entity';

/** A link's token as it travels: 32 random bytes, base64url. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Makes the token of an account's one-time link, keeping only its hash: the caller puts the token
 * in the e-mail it sends at once to the account's address as read here (`user.email`), so it is
 * never stored anywhere else. One link per account and purpose: this one replaces an older
 * request's, unless a newer request's link is there already (e-mail jobs of two requests may run
 * out of order); then there is nothing to send (undefined).
 */
export async function issueAccountToken(
  em: EntityManager,
  link: { user: Pick<User, 'id' | 'email'>; purpose: AccountTokenPurpose; requestedAt: Date; expiresAt: Date },
): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url');
  const [kept] = await em.execute<{ id: number }[]>(
    `insert into account_tokens (user_id, purpose, token_hash, sent_to, requested_at, expires_at)
     values (?, ?, ?, ?, ?, ?)
     on conflict (user_id, purpose) do update
       set token_hash = excluded.token_hash, sent_to = excluded.sent_to, requested_at = excluded.requested_at,
           expires_at = excluded.expires_at
       where account_tokens.requested_at <= excluded.requested_at
     returning id`,
    [link.user.id, link.purpose, accountTokenHash(token), link.user.email, link.requestedAt, link.expiresAt],
  );
  return kept ? token : undefined;
}

/**
 * Uses a link's token, once: it is deleted in the caller's transaction and its account's id
 * returned. A wrong or used token throws `invalid`, as does one e-mailed to an address the account
 * no longer has (its e-mail changed since: that mailbox may be someone else's now; a token the
 * release before wrote has no address and is not checked); an expired one throws `expired` and
 * rolls the transaction back, so the link keeps answering that it expired.
 */
export async function consumeAccountToken(
  em: EntityManager,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
  messages: { invalid: string; expired: string },
): Promise<number> {
  const [used] = await em.execute<{ user_id: number; expires_at: Date; addressed: boolean }[]>(
    `delete from account_tokens t using users u
      where t.token_hash = ? and t.purpose = ? and u.id = t.user_id
     returning t.user_id, t.expires_at, coalesce(t.sent_to = u.email, true) as addressed`,
    [accountTokenHash(token), purpose],
  );
  if (!used?.addressed) throw new InvalidInputError(messages.invalid);
  if (new Date(used.expires_at) <= now) throw new InvalidInputError(messages.expired);
  return used.user_id;
}
