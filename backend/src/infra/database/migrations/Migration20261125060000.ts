import { Migration } from '@mikro-orm/migrations';

/** A size is one size however it is typed ('M', 'm'): the listing's size filter compares lower-cased. */
export class Migration20261125060000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "product_variants_size_idx";`);
    this.addSql(`create index "product_variants_size_idx" on "product_variants" (lower("size"), "product_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "product_variants_size_idx";`);
    this.addSql(`create index "product_variants_size_idx" on "product_variants" ("size", "product_id");`);
  }
}
