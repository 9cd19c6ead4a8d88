import { Migration } from '@mikro-orm/migrations';

/**
 * Every API process keeps catalogue answers in memory; these triggers tell the others when the
 * rows behind them change. NOTIFY is delivered when the writing transaction commits (and never
 * for one that rolls back), so a notified process never re-reads uncommitted or stale rows.
 * Stock has a channel of its own: orders change it all the time, and lists may show it slightly
 * late (see CatalogueCache), while any other catalogue change drops every cached answer.
 */
export class Migration20261123210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function satchel_catalogue_changed() returns trigger language plpgsql as $$
      begin perform pg_notify('satchel_catalogue', tg_table_name); return null; end $$;`);
    this.addSql(`create function satchel_stock_changed() returns trigger language plpgsql as $$
      begin perform pg_notify('satchel_stock', ''); return null; end $$;`);
    for (const table of ['products', 'product_images', 'categories', 'uploads']) {
      this
        .addSql(`create trigger "${table}_catalogue_changed" after insert or update or delete or truncate on "${table}"
        for each statement execute function satchel_catalogue_changed();`);
    }
    this.addSql(`create trigger "product_variants_catalogue_changed"
      after insert or delete or truncate or update of product_id, position, size, color, color_hex_code, original_price_paise, discount_price_paise
      on "product_variants" for each statement execute function satchel_catalogue_changed();`);
    this.addSql(`create trigger "product_variants_stock_changed" after update of stock on "product_variants"
      for each statement execute function satchel_stock_changed();`);
  }

  override async down(): Promise<void> {
    for (const table of ['products', 'product_images', 'categories', 'uploads', 'product_variants']) {
      this.addSql(`drop trigger if exists "${table}_catalogue_changed" on "${table}";`);
    }
    this.addSql(`drop trigger if exists "product_variants_stock_changed" on "product_variants";`);
    this.addSql(`drop function if exists satchel_catalogue_changed();`);
    this.addSql(`drop function if exists satchel_stock_changed();`);
  }
}
