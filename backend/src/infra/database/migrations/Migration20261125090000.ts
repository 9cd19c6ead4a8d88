import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices: the company's GSTIN, and each order's own copy of the shopper's name (the orders
 * placed so far take the name their account has now).
 */
export class Migration20261125090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "company_details" add column "gstin" varchar(15) not null default '';`);
    this.addSql(`alter table "orders" add column "customer_name" varchar(200) not null default '';`);
    this.addSql(`update "orders" o set "customer_name" = left(trim(u."first_name" || ' ' || u."last_name"), 200)
      from "users" u where u."id" = o."user_id";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "orders" drop column "customer_name";`);
    this.addSql(`alter table "company_details" drop column "gstin";`);
  }
}
