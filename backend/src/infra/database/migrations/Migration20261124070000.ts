import { Migration } from '@mikro-orm/migrations';

/** Versions for optimistic concurrency: a product form saved from an older product or size is refused. */
export class Migration20261124070000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "products" add column "version" int not null default 1;`);
    this.addSql(`alter table "product_variants" add column "version" int not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product_variants" drop column "version";`);
    this.addSql(`alter table "products" drop column "version";`);
  }
}
