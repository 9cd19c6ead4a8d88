import { Migration } from '@mikro-orm/migrations';
import { DISCOUNT_QUOTE_READING_USES, rewritten } from './Migration20261201010000';

/**
 * `satchel_discount_quote` shares the discount out in PL/pgSQL steps over the lines, where one
 * query did it (docs/performance.md, The code's quote in steps). That query (the scope's
 * recursion, the lines' JSON as rows, the window that hands out the last paise) was set up by
 * the executor at every call, twice an order with a code (applying it, placing it), whatever the
 * cart; the steps are expressions PL/pgSQL evaluates in place, and the scope's categories are
 * read by a statement only for a code scoped by category. The rule is the same (decision 14),
 * and so are the answers: a test compares them with the query's on random codes and carts. Its
 * callers build the lines from the cart's columns: each with an id of its own, a price and a
 * quantity, none null or negative (the query and the steps differ only outside that).
 */
export class Migration20261201020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(DISCOUNT_QUOTE_IN_STEPS);
  }

  override async down(): Promise<void> {
    this.addSql(DISCOUNT_QUOTE_READING_USES);
  }
}

/** Where the code's problems are decided; from here on the definition is new. */
const SHARING_STARTS = '        if v_problem is not null then';
if (!DISCOUNT_QUOTE_READING_USES.includes(SHARING_STARTS)) throw new Error('the problems were not found');

/** The quote as Migration20261201010000 gives it, its problems the same, the sharing in steps. */
export const DISCOUNT_QUOTE_IN_STEPS =
  rewritten(
    DISCOUNT_QUOTE_READING_USES.slice(0, DISCOUNT_QUOTE_READING_USES.indexOf(SHARING_STARTS)),
    `        v_problem varchar;
      begin`,
    `        v_problem varchar;
        v_lines jsonb := coalesce(p_lines, '[]'::jsonb);
        v_line jsonb;
        v_value bigint := 0;
        v_scope int[];
        v_ids int[] := '{}';
        v_amounts bigint[] := '{}';
        v_amount bigint;
        v_eligible bigint := 0;
        v_paise bigint;
        v_shares bigint[];
        v_remainders numeric[];
        v_left bigint;
        v_best int;
      begin`,
  ) +
  `        code_id := c.id;
        code := c.code;
        min_order_paise := c.min_order_paise;
        free_delivery := false;
        discount_paise := 0;
        if v_problem is not null then
          problem := v_problem;
          return next;
          return;
        end if;
        -- Below the minimum (on every line's value), no line is eligible and the row says why.
        for i in 0 .. jsonb_array_length(v_lines) - 1 loop
          v_line := v_lines->i;
          v_value := v_value + (v_line->>'unitPricePaise')::bigint * (v_line->>'quantity')::int;
        end loop;
        if v_value < c.min_order_paise then
          problem := 'BELOW_MINIMUM';
          return next;
          return;
        end if;
        if cardinality(c.category_ids) > 0 then
          with recursive scope(id) as (
              select k.id from categories k where k.id = any(c.category_ids)
              union
              select k.id from categories k join scope s on k.parent_id = s.id)
          select array_agg(s.id) into v_scope from scope s;
        end if;
        -- A line's product and category are read only where they decide.
        for i in 0 .. jsonb_array_length(v_lines) - 1 loop
          v_line := v_lines->i;
          if (cardinality(c.category_ids) = 0 and cardinality(c.product_ids) = 0)
             or (v_line->>'productId')::int = any(c.product_ids)
             or (v_line->>'categoryId')::int = any(v_scope) then
            v_amount := (v_line->>'unitPricePaise')::bigint * (v_line->>'quantity')::int;
            v_ids := v_ids || (v_line->>'id')::int;
            v_amounts := v_amounts || v_amount;
            v_eligible := v_eligible + v_amount;
          end if;
        end loop;
        v_paise := case c.type
                     when 'PERCENT' then least(round(v_eligible::numeric * c.percent_bp / 10000)::bigint,
                                               coalesce(c.max_discount_paise, v_eligible))
                     when 'FIXED' then least(c.amount_paise, v_eligible)
                     else 0 end;
        -- Each line floor(discount × line ÷ eligible); the paise left over one each to the
        -- largest remainders, then the earlier line (fewer paise left than lines).
        v_shares := array_fill(0::bigint, array[cardinality(v_ids)]);
        v_remainders := array_fill(0::numeric, array[cardinality(v_ids)]);
        v_left := v_paise;
        for i in 1 .. cardinality(v_ids) loop
          if v_eligible > 0 then
            v_shares[i] := floor(v_paise::numeric * v_amounts[i] / v_eligible);
            v_remainders[i] := (v_paise::numeric * v_amounts[i]) % v_eligible;
          end if;
          v_left := v_left - v_shares[i];
        end loop;
        while v_left > 0 loop
          v_best := null;
          for i in 1 .. cardinality(v_ids) loop
            if v_remainders[i] >= 0 and (v_best is null or v_remainders[i] > v_remainders[v_best]
                or (v_remainders[i] = v_remainders[v_best] and v_ids[i] < v_ids[v_best])) then
              v_best := i;
            end if;
          end loop;
          v_shares[v_best] := v_shares[v_best] + 1;
          -- Given its paisa: out of the running.
          v_remainders[v_best] := -1;
          v_left := v_left - 1;
        end loop;
        free_delivery := c.type = 'FREE_DELIVERY';
        for i in 1 .. cardinality(v_ids) loop
          cart_item_id := v_ids[i];
          discount_paise := v_shares[i];
          return next;
        end loop;
        cart_item_id := null;
        discount_paise := v_paise;
        problem := case when cardinality(v_ids) = 0 then 'NOTHING_ELIGIBLE' end;
        return next;
      end $$;`;
