import { Migration } from '@mikro-orm/migrations';

/**
 * Each order keeps the company's details it was placed under, so its invoice keeps its seller
 * (a later change of address or GSTIN is for later orders). Orders placed so far take the
 * details as they are now.
 */
export class Migration20261126100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "orders" add column "seller" jsonb null;`);
    this.addSql(`update "orders" set "seller" = (
      select jsonb_build_object('name', c."name", 'address', c."address", 'pincode', c."pincode",
                                'email', c."email", 'phone', c."phone", 'gstin', c."gstin")
        from "company_details" c where c."id" = 1);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "orders" drop column "seller";`);
  }
}
