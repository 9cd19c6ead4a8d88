import { Migration } from '@mikro-orm/migrations';

/**
 * Order totals in bigint paise (three lines at the highest price overflowed int), and the digest of
 * the request that placed an order with an Idempotency-Key (the same key with another body is refused).
 */
export class Migration20261124060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "orders" alter column "total_paise" type bigint;`);
    this.addSql(`alter table "orders" drop constraint "orders_total_check";`);
    this.addSql(
      `alter table "orders" add constraint "orders_total_check" check (total_paise >= 0 AND total_paise <= '9007199254740991'::bigint);`,
    );
    this.addSql(`alter table "orders" add column "idempotency_fingerprint" varchar(64) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "orders" drop column "idempotency_fingerprint";`);
    this.addSql(`alter table "orders" drop constraint "orders_total_check";`);
    this.addSql(`alter table "orders" alter column "total_paise" type int;`);
    this.addSql(`alter table "orders" add constraint "orders_total_check" check ("total_paise" >= 0);`);
  }
}
