import { Migration } from '@mikro-orm/migrations';

/**
 * The placing statement's two updates of rows other orders update too (a size's stock, a code's
 * uses) run as statements of their own, in these functions (docs/performance.md, Checkout).
 *
 * Why: an UPDATE that finds its row changed by an order that committed meanwhile checks the new
 * version again (EvalPlanQual), and to do so PostgreSQL sets up every sub-plan of its statement
 * afresh. In the placing statement that is every CTE of it, for each order that waited on a hot
 * size or code: a tenth of PostgreSQL's CPU in the checkout bench. A function's statement is
 * small, so its check is cheap. Both keep one plan per connection, as a parameter's value does
 * not change their plan.
 */
export class Migration20261129190000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(TAKE_STOCK);
    this.addSql(COUNT_CODE_USE);
  }

  override async down(): Promise<void> {
    this.addSql('drop function satchel_take_stock(int[], int[]);');
    this.addSql('drop function satchel_count_code_use(int, bigint);');
  }
}

/**
 * Takes each size's quantity from its stock (`p_quantities[i]` from `p_variant_ids[i]`; each size
 * once) and returns how many sizes it took from. It locks the sizes in id order first, whatever
 * plan the update gets, as every statement that moves stock does (orders/stock.ts), so two carts
 * crossing the same sizes, or a checkout and a cancellation, wait for each other and never
 * deadlock. A size short of stock breaks product_variants_stock_check, a size missing or named
 * twice raises, and the caller's statement rolls back whole.
 */
const TAKE_STOCK = `create function satchel_take_stock(p_variant_ids int[], p_quantities int[]) returns int
      language plpgsql volatile set plan_cache_mode = force_generic_plan as $$
      declare
        v_taken int;
      begin
        perform from product_variants v where v.id = any(p_variant_ids) order by v.id for no key update;
        update product_variants v
           set stock = v.stock - p_quantities[array_position(p_variant_ids, v.id)], version = v.version + 1
         where v.id = any(p_variant_ids);
        get diagnostics v_taken = row_count;
        if v_taken <> cardinality(p_variant_ids) then
          raise exception 'satchel_take_stock: % sizes found for % named', v_taken, cardinality(p_variant_ids);
        end if;
        return v_taken;
      end $$;`;

/**
 * Counts one use of a code and the discount it gave. Past the code's usage limit
 * discount_codes_usage_check fails, and the caller's statement rolls back whole (decision 14).
 * Returns the code's id, or null when the code is gone.
 */
export const COUNT_CODE_USE = `create function satchel_count_code_use(p_code_id int, p_discount_paise bigint) returns int
      language plpgsql volatile set plan_cache_mode = force_generic_plan as $$
      declare
        v_id int;
      begin
        update discount_codes d
           set used = d.used + 1, discount_given_paise = d.discount_given_paise + p_discount_paise
         where d.id = p_code_id
        returning d.id into v_id;
        return v_id;
      end $$;`;
