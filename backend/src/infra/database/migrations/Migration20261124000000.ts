import { Migration } from '@mikro-orm/migrations';

/** Revocable tokens: a version per account that a password change moves on, and logged-out tokens. */
export class Migration20261124000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "token_version" int not null default 0;`);
    this.addSql(
      `create table "revoked_tokens" ("jti" uuid not null, "expires_at" timestamptz not null, constraint "revoked_tokens_pkey" primary key ("jti"));`,
    );
    this.addSql(`create index "revoked_tokens_expires_idx" on "revoked_tokens" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "revoked_tokens" cascade;`);
    this.addSql(`alter table "users" drop column "token_version";`);
  }
}
