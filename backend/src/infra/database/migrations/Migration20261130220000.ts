import { Migration } from '@mikro-orm/migrations';

/**
 * Finished webhook deliveries are deleted with their attempts once older than the days kept
 * (WEBHOOK_LOG_RETENTION in modules/webhooks). The hourly sweep finds them by `created_at`, which
 * bounds `finished_at` from below and never changes, so finishing a delivery updates no index.
 */
export class Migration20261130220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index "webhook_deliveries_created_at_idx" on "webhook_deliveries" ("created_at");');
  }

  override async down(): Promise<void> {
    this.addSql('drop index "webhook_deliveries_created_at_idx";');
  }
}
