import { Migration } from '@mikro-orm/migrations';

/** Catalogue CSV imports: each uploaded file and how far its job has come. */
export class Migration20261125100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "catalogue_imports" ("id" serial primary key, "status" text check ("status" in ('queued', 'running', 'done')) not null default 'queued', "csv" text not null, "products" int not null, "processed" int not null default 0, "created" int not null default 0, "updated" int not null default 0, "failures" jsonb not null, "created_by" int null, "created_at" timestamptz not null, "finished_at" timestamptz null);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalogue_imports" cascade;`);
  }
}
