import { Migration } from '@mikro-orm/migrations';

/**
 * The in-process job runtime's claim (docs/performance.md, Webhook drain): a queue's due rows and
 * its rows whose lease ran out, each from a partial index walked in order, so that claiming the next
 * rows of a busy queue reads those rows and not every row the queue churned through since the last
 * vacuum (the claim read 610 pages for 4 rows after a burst of 2,000 webhook events).
 */
export class Migration20261128082430 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "outbox_messages_pending_idx" on "outbox_messages" ("queue", "available_at", "id") where "status" = 'pending';`,
    );
    this.addSql(
      `create index "outbox_messages_lease_idx" on "outbox_messages" ("queue", "locked_until") where "status" = 'processing';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "outbox_messages_lease_idx";`);
    this.addSql(`drop index "outbox_messages_pending_idx";`);
  }
}
