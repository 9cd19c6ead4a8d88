import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import {
  CATALOGUE_CSV_COLUMNS,
  CatalogueCsvRow,
  ExportedVariant,
  exportRow,
  loadCategoryPaths,
  SOLD_SQL,
} from './catalogue-csv';

/** Products read per query: the export holds one batch in memory at a time, whatever the catalogue's size. */
const EXPORT_BATCH = 500;

/** The catalogue as CSV (catalogue-csv.ts), streamed from the database in batches of products. */
@Injectable()
export class CatalogueExportService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Writes the CSV to `out` (a response). The pipeline reads the next batch only as the client
   * takes the last, and stops reading when the client goes away.
   */
  async writeCsv(out: Writable): Promise<void> {
    const paths = await loadCategoryPaths(this.em);
    await pipeline(
      Readable.from(this.rows(paths)),
      // The byte order mark tells Excel the file is UTF-8 (it reads it as ANSI otherwise).
      stringify({ bom: true, header: true, columns: [...CATALOGUE_CSV_COLUMNS] }),
      out,
    ).catch((error: NodeJS.ErrnoException) => {
      // The client went away: nothing is wrong with the export, and nobody is left to tell.
      if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    });
  }

  private async *rows(paths: Map<number, string>): AsyncGenerator<CatalogueCsvRow> {
    for (let after = 0; ; ) {
      const rows = await this.em.execute<(ExportedVariant & { productId: number })[]>(
        `select p.id as "productId", p.name, p.category_id as "categoryId", p.description,
                p.is_best_seller as "isBestSeller", p.hsn_code as "hsnCode", p.gst_rate_bp as "gstRateBp", v.size, v.color, v.color_hex_code as "colorHexCode", v.stock,
                ${SOLD_SQL} as sold,
                v.original_price_paise as "originalPricePaise", v.discount_price_paise as "discountPricePaise",
                coalesce((select array_agg(u.filename order by i.position, i.id)
                            from product_images i join uploads u on u.id = i.upload_id
                           where i.product_id = p.id), '{}') as images
           from products p join product_variants v on v.product_id = p.id
          where p.id in (select id from products where id > ? order by id limit ?)
          order by p.id, v.position, v.id`,
        [after, EXPORT_BATCH],
      );
      if (!rows.length) return;
      for (const row of rows) yield exportRow(row, paths.get(row.categoryId) ?? '');
      after = rows[rows.length - 1].productId;
    }
  }
}
