import { Migration } from '@mikro-orm/migrations';

/**
 * A category's slug is its name lower-cased, and lower-casing 'İ' gives two characters: a name of
 * 61 or more such letters (the name may have 100) made a slug too long for varchar(120), and the
 * save failed in the database instead of with the form's message. The slug now holds twice the
 * name (MAX_CATEGORY_SLUG_LENGTH). Widening a varchar rewrites nothing.
 */
export class Migration20261207150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table "categories" alter column "slug" type varchar(200);');
  }

  override async down(): Promise<void> {
    this.addSql('alter table "categories" alter column "slug" type varchar(120);');
  }
}
