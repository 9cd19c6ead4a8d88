import { Migration } from '@mikro-orm/migrations';
import {
  CART_TAX_AFTER_DISCOUNT,
  DISCOUNT_QUOTE,
  LINE_TAX_AFTER_DISCOUNT,
  ORDER_WEBHOOKS_WITH_CODE,
  REDEMPTION_LIMITS,
} from './Migration20261127113000';

/**
 * Less work in the functions every order runs, the same answers (docs/performance.md, Fewer
 * statements in the placing statement's functions). In PL/pgSQL, a condition that reads a table
 * is a statement of its own, set up and run through the executor even when the code has no such
 * limit; a condition on the row's fields alone is evaluated in place.
 * - `satchel_discount_quote`: the per-customer limit and first-orders-only read their tables only
 *   for a code that has them, and the minimum order is judged in the statement that shares the
 *   discount out, not in one before it: for a code with neither, two statements per quote where
 *   there were four.
 * - `satchel_redemption_limits`: the same for the trigger, one statement where there were three.
 * - `satchel_order_webhooks`: order.placed's payload is built only when an endpoint listens for it
 *   (satchel_webhook_event looks again, as for every event); most shops have none.
 * - `satchel_line_tax` and `satchel_cart_tax`: each row is returned from variables (`return
 *   next`), not by a statement, and a line that names its HSN code and rate, or has no category
 *   (the charges), does not look them up: five statements for a cart of one line where there were
 *   nine.
 */
export class Migration20261130190000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(DISCOUNT_QUOTE_IN_TWO_STATEMENTS);
    this.addSql(REDEMPTION_LIMITS_READ_WHEN_SET);
    this.addSql(ORDER_WEBHOOKS_WHEN_LISTENED);
    this.addSql(LINE_TAX_RETURNED_FROM_VARIABLES);
    this.addSql(CART_TAX_RETURNED_FROM_VARIABLES);
  }

  override async down(): Promise<void> {
    this.addSql(orReplace(CART_TAX_AFTER_DISCOUNT));
    this.addSql(orReplace(LINE_TAX_AFTER_DISCOUNT));
    this.addSql(ORDER_WEBHOOKS_WITH_CODE);
    this.addSql(orReplace(DISCOUNT_QUOTE));
    this.addSql(orReplace(REDEMPTION_LIMITS));
    // As Migration20261129160000 set them: a new definition clears a function's settings.
    this.addSql(
      'alter function satchel_discount_quote(int, int, jsonb, timestamptz) set plan_cache_mode = force_generic_plan;',
    );
    this.addSql('alter function satchel_redemption_limits() set plan_cache_mode = force_generic_plan;');
  }
}

export function orReplace(definition: string): string {
  const replacing = definition.replace('create function', 'create or replace function');
  if (replacing === definition) throw new Error('not a function definition');
  return replacing;
}

/** The rule as Migration20261127113000 gives it; problems in the same order, shares the same. */
export const DISCOUNT_QUOTE_IN_TWO_STATEMENTS = `create or replace function satchel_discount_quote(p_code_id int,
        p_user_id int, p_lines jsonb, p_at timestamptz)
      returns table (cart_item_id int, discount_paise bigint, problem varchar, free_delivery boolean, code_id int,
                     code varchar, min_order_paise bigint)
      language plpgsql stable rows 10 set plan_cache_mode = force_generic_plan as $$
      declare
        c discount_codes%rowtype;
        v_problem varchar;
      begin
        if p_code_id is null then
          return;
        end if;
        select * into c from discount_codes d where d.id = p_code_id;
        if not found then
          return query select null::int, 0::bigint, 'NOT_FOUND'::varchar, false, p_code_id, null::varchar, 0::bigint;
          return;
        end if;
        if not c.active then
          v_problem := 'INACTIVE';
        elsif c.starts_at is not null and p_at < c.starts_at then
          v_problem := 'NOT_STARTED';
        elsif c.ends_at is not null and p_at >= c.ends_at then
          v_problem := 'EXPIRED';
        elsif c.usage_limit is not null and c.used >= c.usage_limit then
          v_problem := 'USED_UP';
        end if;
        if v_problem is null and c.per_customer_limit is not null then
          if (select count(*) from discount_code_redemptions r
               where r.code_id = c.id and r.user_id = p_user_id) >= c.per_customer_limit then
            v_problem := 'CUSTOMER_LIMIT';
          end if;
        end if;
        if v_problem is null and c.first_order_only then
          if exists (select from orders o where o.user_id = p_user_id and o.delivery_status <> 'CANCELED') then
            v_problem := 'FIRST_ORDER';
          end if;
        end if;
        if v_problem is not null then
          return query select null::int, 0::bigint, v_problem, false, c.id, c.code, c.min_order_paise;
          return;
        end if;
        -- Below the minimum (on every line's value), no line is eligible and the row says why.
        return query
        with recursive scope(id) as (
            select k.id from categories k where k.id = any(c.category_ids)
            union
            select k.id from categories k join scope s on k.parent_id = s.id),
          items as (
            select l, (l->>'unitPricePaise')::bigint * (l->>'quantity')::int as amount
              from jsonb_array_elements(coalesce(p_lines, '[]'::jsonb)) l),
          below as (select coalesce(sum(amount), 0) < c.min_order_paise as minimum from items),
          -- A line's id, product and category are read only where they decide, as before.
          lines as (
            select (i.l->>'id')::int as line_id, i.amount from items i
             where not (select minimum from below)
               and ((cardinality(c.category_ids) = 0 and cardinality(c.product_ids) = 0)
                    or (i.l->>'productId')::int = any(c.product_ids)
                    or (i.l->>'categoryId')::int in (select s.id from scope s))),
          total as (
            select coalesce(sum(amount), 0)::bigint as eligible, count(*) as lines from lines),
          discount as (
            select case c.type
                     when 'PERCENT' then least(round(t.eligible::numeric * c.percent_bp / 10000)::bigint,
                                               coalesce(c.max_discount_paise, t.eligible))
                     when 'FIXED' then least(c.amount_paise, t.eligible)
                     else 0 end::bigint as paise
              from total t),
          shares as (
            select l.line_id, l.amount,
                   case when t.eligible = 0 then 0
                        else floor(d.paise::numeric * l.amount / t.eligible) end::bigint as floor_paise,
                   case when t.eligible = 0 then 0
                        else (d.paise::numeric * l.amount) % t.eligible end as remainder
              from lines l, total t, discount d),
          ranked as (
            select s.line_id, s.floor_paise
                     + case when row_number() over (order by s.remainder desc, s.line_id)
                                 <= d.paise - sum(s.floor_paise) over () then 1 else 0 end as paise
              from shares s, discount d)
        select r.line_id, r.paise::bigint, null::varchar, c.type = 'FREE_DELIVERY', c.id, c.code, c.min_order_paise
          from ranked r
         where exists (select from total t where t.lines > 0)
        union all
        select null::int, d.paise,
               case when b.minimum then 'BELOW_MINIMUM' when t.lines = 0 then 'NOTHING_ELIGIBLE' end::varchar,
               not b.minimum and c.type = 'FREE_DELIVERY', c.id, c.code, c.min_order_paise
          from discount d, total t, below b;
      end $$;`;

/** As Migration20261127113000 gives it (see there why it reads what committed before it). */
const REDEMPTION_LIMITS_READ_WHEN_SET = `create or replace function satchel_redemption_limits() returns trigger
      language plpgsql set plan_cache_mode = force_generic_plan as $$
      declare
        c discount_codes%rowtype;
      begin
        select * into c from discount_codes d where d.id = new.code_id;
        if c.per_customer_limit is not null then
          if (select count(*) from discount_code_redemptions r
               where r.code_id = new.code_id and r.user_id = new.user_id) >= c.per_customer_limit then
            raise exception 'customer % has used discount code % as often as it allows', new.user_id, c.code
              using errcode = 'check_violation', constraint = 'discount_code_redemptions_customer_check';
          end if;
        end if;
        if c.first_order_only then
          if exists (select from orders o
               where o.user_id = new.user_id and o.id <> new.order_id and o.delivery_status <> 'CANCELED') then
            raise exception 'discount code % is for the first order of customer %', c.code, new.user_id
              using errcode = 'check_violation', constraint = 'discount_code_redemptions_first_order_check';
          end if;
        end if;
        return new;
      end $$;`;

const PLACED_EVENT = `        if tg_op = 'INSERT' then
          perform satchel_webhook_event('order.placed',`;
const ORDER_WEBHOOKS_WHEN_LISTENED = ORDER_WEBHOOKS_WITH_CODE.replace(
  PLACED_EVENT,
  `        if tg_op = 'INSERT' then
          if not exists (select from webhook_endpoints where status = 'active' and 'order.placed' = any(events)) then
            return null;
          end if;
          perform satchel_webhook_event('order.placed',`,
);
if (ORDER_WEBHOOKS_WHEN_LISTENED === ORDER_WEBHOOKS_WITH_CODE) throw new Error('order.placed was not found');

/**
 * As Migration20261127113000 gives it. satchel_product_gst answers a line's own HSN code and rate
 * when it names both, and the rate given (no HSN code) when there is no category.
 */
const LINE_TAX_RETURNED_FROM_VARIABLES = `create or replace function satchel_line_tax(p_category_id int,
        p_hsn_code varchar, p_rate_bp int, p_unit_price_paise bigint, p_quantity int, p_seller_state varchar,
        p_supply_state varchar, p_charges_gst boolean, p_discount_paise bigint default 0)
      returns table (hsn_code varchar, rate_bp int, taxable_paise bigint, cgst_paise bigint, sgst_paise bigint,
                     igst_paise bigint)
      language plpgsql stable rows 1 as $$
      declare
        v_hsn varchar := p_hsn_code;
        v_rate int := p_rate_bp;
        v_amount bigint := p_unit_price_paise * p_quantity - coalesce(p_discount_paise, 0);
        v_tax bigint;
        v_intra boolean := coalesce(p_seller_state = p_supply_state, false);
      begin
        if p_category_id is not null and (p_hsn_code is null or p_rate_bp is null) then
          select g.hsn_code, g.rate_bp into v_hsn, v_rate
            from satchel_product_gst(p_category_id, p_hsn_code, p_rate_bp,
              case when coalesce(p_discount_paise, 0) = 0 or p_quantity < 1 then p_unit_price_paise
                   else round(v_amount::numeric / p_quantity)::bigint end) g;
        end if;
        hsn_code := v_hsn;
        rate_bp := case when p_charges_gst then coalesce(v_rate, 0) end;
        taxable_paise := round(v_amount * 10000.0 / (10000 + coalesce(rate_bp, 0)));
        v_tax := v_amount - taxable_paise;
        cgst_paise := case when v_intra then v_tax / 2 else 0 end;
        sgst_paise := case when v_intra then v_tax - v_tax / 2 else 0 end;
        igst_paise := case when v_intra then 0 else v_tax end;
        return next;
      end $$;`;

/** As Migration20261127113000 gives it. */
const CART_TAX_RETURNED_FROM_VARIABLES = `create or replace function satchel_cart_tax(p_lines jsonb, p_supply_state varchar,
        p_charges_paise bigint, p_discounts jsonb default null)
      returns table (cart_item_id int, hsn_code varchar, rate_bp int, taxable_paise bigint, cgst_paise bigint,
                     sgst_paise bigint, igst_paise bigint, discount_paise bigint)
      language plpgsql stable rows 10 as $$
      declare
        v_seller varchar;
        v_charges_gst boolean;
        v_highest int;
        v_line jsonb;
        v_position bigint;
        v_tax record;
      begin
        select c.state_code, c.registration_type = 'REGULAR' and c.gstin <> '' and c.state_code is not null
          into v_seller, v_charges_gst
          from company_details c where c.id = 1;
        v_charges_gst := coalesce(v_charges_gst, false);
        -- The lines in their order, then (no line, no position) the delivery and COD charges at
        -- the lines' highest rate: one loop, so each row is returned by the same lines.
        for v_line, v_position in
            select l.value, l.position
              from jsonb_array_elements(coalesce(p_lines, '[]'::jsonb)) with ordinality l(value, position)
            union all
            select null, null
            order by 2 nulls last loop
          if v_position is null then
            discount_paise := 0;
            select * into v_tax from satchel_line_tax(null, null, v_highest, coalesce(p_charges_paise, 0), 1,
              v_seller, p_supply_state, v_charges_gst) t;
          else
            discount_paise := coalesce((p_discounts->>(v_line->>'id'))::bigint, 0);
            select * into v_tax from satchel_line_tax((v_line->>'categoryId')::int, v_line->>'hsnCode',
                (v_line->>'rateBp')::int, (v_line->>'unitPricePaise')::bigint, (v_line->>'quantity')::int, v_seller,
                p_supply_state, v_charges_gst, discount_paise) t;
            v_highest := greatest(v_highest, v_tax.rate_bp);
          end if;
          cart_item_id := (v_line->>'id')::int;
          hsn_code := v_tax.hsn_code;
          rate_bp := v_tax.rate_bp;
          taxable_paise := v_tax.taxable_paise;
          cgst_paise := v_tax.cgst_paise;
          sgst_paise := v_tax.sgst_paise;
          igst_paise := v_tax.igst_paise;
          return next;
        end loop;
      end $$;`;
