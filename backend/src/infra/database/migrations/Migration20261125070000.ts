import { Migration } from '@mikro-orm/migrations';
import { variantHex } from '@satchel/shared';

/**
 * Every variant has a swatch: variants stored with a colour name and no hex get their name's hex
 * (or the grey of a name the colour table does not know), and the column becomes required.
 */
export class Migration20261125070000 extends Migration {
  override async up(): Promise<void> {
    const colours = (await this.execute(
      `select distinct color from "product_variants" where "color_hex_code" is null`,
    )) as { color: string }[];
    for (const { color } of colours) {
      const quoted = `'${color.replaceAll("'", "''")}'`;
      this.addSql(
        `update "product_variants" set "color_hex_code" = '${variantHex(color)}' where "color_hex_code" is null and "color" = ${quoted};`,
      );
    }
    this.addSql(`alter table "product_variants" alter column "color_hex_code" set not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product_variants" alter column "color_hex_code" drop not null;`);
  }
}
