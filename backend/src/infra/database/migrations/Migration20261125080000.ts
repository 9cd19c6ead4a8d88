import { Migration } from '@mikro-orm/migrations';

/**
 * Storefront pages carry the company's name and logo in their heads (modules/seo), and are kept
 * in the catalogue cache: a change of company details tells the other processes too.
 */
export class Migration20261125080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create trigger "company_details_catalogue_changed"
      after insert or update or delete or truncate on "company_details"
      for each statement execute function satchel_catalogue_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "company_details_catalogue_changed" on "company_details";`);
  }
}
