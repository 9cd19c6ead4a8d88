import { Migration } from '@mikro-orm/migrations';

/** The functions planned once per connection (a later `create or replace` must say it again). */
const GENERIC_PLAN_FUNCTIONS = [
  'satchel_discount_quote(int, int, jsonb, timestamptz)',
  'satchel_redemption_limits()',
] as const;

/**
 * The code's quote and the redemption trigger keep one plan per connection (docs/performance.md,
 * Discount codes). Their queries read fields of the code's row held in a PL/pgSQL variable; each
 * is a parameter of the query's plan, and a plan made for the values at hand (constants folded)
 * is always costed below the plan for any values, so PostgreSQL planned the quote's queries again
 * at every call: 0.35 ms of planning for each of the three quotes of an order with a code, ten
 * times the time they ran. The plan for any values is as good here: a few rows of the cart's
 * JSON, a code by its key, a customer's uses by (code, customer), a customer's orders, and the
 * code's categories with their sub-categories.
 */
export class Migration20261129160000 extends Migration {
  override async up(): Promise<void> {
    for (const signature of GENERIC_PLAN_FUNCTIONS) {
      this.addSql(`alter function ${signature} set plan_cache_mode = force_generic_plan;`);
    }
  }

  override async down(): Promise<void> {
    for (const signature of GENERIC_PLAN_FUNCTIONS) {
      this.addSql(`alter function ${signature} reset plan_cache_mode;`);
    }
  }
}
