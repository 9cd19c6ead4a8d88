import { Migration } from '@mikro-orm/migrations';
import { CLAIM_JOBS } from './Migration20261130050000';
import { orReplace } from './Migration20261130190000';
import { rewritten } from './Migration20261201010000';

/**
 * The in-process jobs claim (`satchel_claim_jobs`) reads the outbox through its indexes only,
 * whatever its statistics say (docs/performance.md, The jobs claim reads through its indexes).
 *
 * Why: the claim keeps one plan per connection (Migration20261130050000), made at its first call.
 * On a young outbox that no ANALYZE has seen yet, PostgreSQL costed reading the whole table below
 * looking up the jobs done by their ids, and kept that plan while the table grew: completed jobs
 * stay for days (RetentionSweeper), so every poll of every queue read all of them, until an
 * autovacuum's ANALYZE made the connection plan again. Each of the claim's reads has an index of
 * its own (the ids, the due and the leased jobs' partial indexes), which is the right plan at any
 * size; with sequential scans off for the function's statements PostgreSQL takes them always.
 */
export class Migration20261201110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(CLAIM_JOBS_THROUGH_INDEXES);
  }

  override async down(): Promise<void> {
    this.addSql(orReplace(CLAIM_JOBS));
  }
}

const CLAIM_JOBS_THROUGH_INDEXES = rewritten(
  orReplace(CLAIM_JOBS),
  'set plan_cache_mode = force_generic_plan as',
  'set plan_cache_mode = force_generic_plan set enable_seqscan = off as',
);
