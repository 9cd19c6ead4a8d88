import { Migration } from '@mikro-orm/migrations';

export class Migration20261127002326 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_log" ("id" bigserial primary key, "at" timestamptz not null default now(), "actor_id" int not null, "actor_email" varchar(254) not null, "action" varchar(20) not null, "entity" varchar(40) not null, "entity_id" varchar(100) not null, "changes" jsonb null, "request_id" varchar(128) null);`,
    );
    this.addSql(`create index "audit_log_at_index" on "audit_log" ("at");`);
    this.addSql(`create index "audit_log_actor_index" on "audit_log" ("actor_id", "id");`);
    this.addSql(`create index "audit_log_entity_index" on "audit_log" ("entity", "entity_id", "id");`);

    this.addSql(`alter table "users" add column "disabled_at" timestamptz null;`);
    this.addSql(`alter table "users" alter column "password_hash" type text using ("password_hash"::text);`);
    this.addSql(`alter table "users" alter column "password_hash" drop not null;`);

    this.addSql(`alter type "account_token_purpose" add value if not exists 'invitation' after 'password_reset';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);

    this.addSql(`alter table "users" drop column "disabled_at";`);

    this.addSql(`alter table "users" alter column "password_hash" type text using ("password_hash"::text);`);
    this.addSql(`alter table "users" alter column "password_hash" set not null;`);
  }
}
