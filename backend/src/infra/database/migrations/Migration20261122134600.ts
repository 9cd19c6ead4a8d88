import { Migration } from '@mikro-orm/migrations';

export class Migration20261122134600 extends Migration {
  override async up(): Promise<void> {
    // Trigram similarity for typo-tolerant product search (a contrib extension PGlite ships too).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create type "outbox_status" as enum ('pending', 'queued', 'processing', 'completed', 'failed');`);
    this.addSql(`create type "user_type" as enum ('CUSTOMER', 'ADMIN');`);
    this.addSql(
      `create table "outbox_messages" ("id" serial primary key, "queue" varchar(50) not null, "type" varchar(100) not null, "payload" jsonb not null, "status" "outbox_status" not null default 'pending', "attempts" int not null default 0, "max_attempts" int not null, "available_at" timestamptz not null, "locked_until" timestamptz null, "last_error" text null, "created_at" timestamptz not null, "completed_at" timestamptz null);`,
    );
    this.addSql(`create index "outbox_messages_due_idx" on "outbox_messages" ("status", "available_at");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(50) not null, "email" varchar(254) not null, "password_hash" text not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "mobile" varchar(15) null, "dob" date null, "user_type" "user_type" not null default 'CUSTOMER', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_user_type_index" on "users" ("user_type");`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "outbox_messages" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop type "outbox_status";`);
    this.addSql(`drop type "user_type";`);
  }
}
