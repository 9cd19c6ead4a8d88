import { Migration } from '@mikro-orm/migrations';

/**
 * E-mails claimed before they are sent (who and until when), status e-mails skipped once the order
 * moved on, and who holds an outbox row's claim.
 */
export class Migration20261124080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "order_emails" add column "claimed_by" varchar(200) null, add column "claimed_until" timestamptz null, add column "skipped_at" timestamptz null;`,
    );
    this.addSql(`create index "order_emails_message_id_index" on "order_emails" ("message_id");`);
    this.addSql(`alter table "outbox_messages" add column "locked_by" varchar(200) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox_messages" drop column "locked_by";`);
    this.addSql(`drop index "order_emails_message_id_index";`);
    this.addSql(
      `alter table "order_emails" drop column "claimed_by", drop column "claimed_until", drop column "skipped_at";`,
    );
  }
}
