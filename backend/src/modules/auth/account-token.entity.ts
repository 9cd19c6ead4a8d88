import { createHash } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, Unique, type Rel } from '@mikro-orm/core';
import { MAX_EMAIL_LENGTH } from '@satchel/shared';
import { User } from '../users/user.entity';

export enum AccountTokenPurpose {
  PASSWORD_RESET = 'password_reset',
  /** An invitation to the team: the invited member chooses a username and a password. */
  INVITATION = 'invitation',
}

/** A link's token as the database keeps it: its SHA-256 (tokens are random, 256 bits: no salt needed). */
export function accountTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A one-time link's token (a password reset, an invitation), kept only as its SHA-256: the token itself exists
 * in the e-mail alone. One per account and purpose (so the table stays as small as the accounts): a
 * newer request replaces the older; using it deletes it. A link works only while its account's e-mail
 * is still the address it was sent to.
 */
@Entity({ tableName: 'account_tokens' })
@Unique({ name: 'account_tokens_user_purpose_unique', properties: ['user', 'purpose'] })
export class AccountToken {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: false })
  user!: Rel<User>;

  @Enum({ items: () => AccountTokenPurpose, nativeEnumName: 'account_token_purpose' })
  purpose!: AccountTokenPurpose;

  /** Hex SHA-256 of the token. */
  @Property({ type: 'string', length: 64, unique: 'account_tokens_hash_unique' })
  tokenHash!: string;

  /**
   * The address the link was e-mailed to: once the account's e-mail is another, the link is
   * refused. Null only for a token written by the release before (Migration20261208010000).
   */
  @Property({ type: 'string', length: MAX_EMAIL_LENGTH, nullable: true })
  sentTo!: string | null;

  /** When it was asked for: a request older than the token held is not sent. */
  @Property({ type: 'datetime' })
  requestedAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
