import { Migration } from '@mikro-orm/migrations';

/** The request that owed an outbox job (its X-Request-Id), to follow a request into the worker's log. */
export class Migration20261125030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox_messages" add column "request_id" varchar(128) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox_messages" drop column "request_id";`);
  }
}
