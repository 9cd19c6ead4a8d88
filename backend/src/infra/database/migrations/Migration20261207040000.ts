import { Migration } from '@mikro-orm/migrations';

/**
 * Checkout's stock changes reach other processes through a notice its process sends at most every
 * STOCK_NOTICE_INTERVAL_MS (CatalogueCache.checkoutTookStock), not through the trigger's NOTIFY at
 * each order (docs/performance.md, Stock notices from checkout). A notification wakes every
 * listening connection and every process behind one, so one per order cost PostgreSQL and each
 * replica work per order however many orders came at once. The placing statement marks its
 * transaction with `satchel.stock_notice = 'by_process'` (STOCK_NOTICE_BY_PROCESS_SQL); every other change of stock (a
 * cancellation, a return, an edit, a script's SQL) notifies on commit as before.
 */
export class Migration20261207040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function satchel_stock_changed() returns trigger language plpgsql as $$
      begin
        if current_setting('satchel.stock_notice', true) is distinct from 'by_process' then
          perform pg_notify('satchel_stock', '');
        end if;
        return null;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function satchel_stock_changed() returns trigger language plpgsql as $$
      begin perform pg_notify('satchel_stock', ''); return null; end $$;`);
  }
}
