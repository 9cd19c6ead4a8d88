import { Migration } from '@mikro-orm/migrations';

/**
 * One-time account links (password resets): each token kept only as its SHA-256, one per account
 * and purpose, deleted when used or replaced by a newer request.
 */
export class Migration20261126212153 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "account_token_purpose" as enum ('password_reset');`);
    this.addSql(
      `create table "account_tokens" ("id" serial primary key, "user_id" int not null, "purpose" "account_token_purpose" not null, "token_hash" varchar(64) not null, "requested_at" timestamptz not null, "expires_at" timestamptz not null);`,
    );
    this.addSql(`alter table "account_tokens" add constraint "account_tokens_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_user_purpose_unique" unique ("user_id", "purpose");`,
    );

    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_tokens" cascade;`);

    this.addSql(`drop type "account_token_purpose";`);
  }
}
