import { Migration } from '@mikro-orm/migrations';
import { DELIVERY_QUOTE } from './Migration20261127034609';

/**
 * The 4-argument `satchel_delivery_quote`, kept by Migration20261207110000 for the replicas of the
 * release before it during a rolling restart, is called by no release since: dropped. Going down
 * makes it again, as that release's replicas would need.
 */
export class Migration20261208020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop function satchel_delivery_quote(varchar, varchar, bigint, int);');
  }

  override async down(): Promise<void> {
    this.addSql(DELIVERY_QUOTE);
  }
}
