import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** A token logged out before it expired (by its `jti`); kept until it would have expired anyway. */
@Entity({ tableName: 'revoked_tokens' })
@Index({ name: 'revoked_tokens_expires_idx', properties: ['expiresAt'] })
export class RevokedToken {
  @PrimaryKey({ type: 'uuid' })
  jti!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
