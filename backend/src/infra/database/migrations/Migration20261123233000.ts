import { Migration } from '@mikro-orm/migrations';

const SEARCH_INDEXES = ['products_search_vector_idx', 'products_search_name_trgm_idx'];

/**
 * Search's GIN indexes without a pending list (see the Product entity): new rows go straight into
 * the index, and what was pending is merged now rather than at the next vacuum.
 */
export class Migration20261123233000 extends Migration {
  override async up(): Promise<void> {
    for (const index of SEARCH_INDEXES) {
      this.addSql(`alter index "${index}" set (fastupdate = off);`);
      this.addSql(`select gin_clean_pending_list('"${index}"'::regclass);`);
    }
  }

  override async down(): Promise<void> {
    for (const index of SEARCH_INDEXES) this.addSql(`alter index "${index}" reset (fastupdate);`);
  }
}
