import { Migration } from '@mikro-orm/migrations';
import { CART_TAX, LINE_TAX, ORDER_WEBHOOKS } from './Migration20261127071355';

/**
 * Discount codes (issue 31, decision 14): the codes and their counts, the code a cart holds, one
 * redemption row per order that used a code; the code and its discount kept on orders and lines;
 * the rule (`satchel_discount_quote`) the cart and the placing statement share; GST on the value
 * after the discount; order.placed carrying the code.
 */
export class Migration20261127113000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "discount_codes" ("id" serial primary key, "code" varchar(32) not null, "type" varchar(16) not null, "percent_bp" int null, "amount_paise" bigint null, "max_discount_paise" bigint null, "min_order_paise" bigint not null default 0, "starts_at" timestamptz null, "ends_at" timestamptz null, "usage_limit" int null, "per_customer_limit" int null, "first_order_only" boolean not null default false, "category_ids" int[] not null default '{}', "product_ids" int[] not null default '{}', "active" boolean not null default true, "description" varchar(500) not null default '', "used" int not null default 0, "discount_given_paise" bigint not null default 0, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, ` +
        `constraint "discount_codes_code_unique" unique ("code"), ` +
        `constraint discount_codes_code_check check (code ~ '^[A-Z0-9_-]{3,32}$'), ` +
        `constraint discount_codes_type_check check ((type = 'PERCENT' and percent_bp between 1 and 10000 and amount_paise is null) or (type = 'FIXED' and amount_paise > 0 and percent_bp is null and max_discount_paise is null) or (type = 'FREE_DELIVERY' and percent_bp is null and amount_paise is null and max_discount_paise is null)), ` +
        // The limit no concurrency can pass: the placing statement adds a use, and an order past
        // the limit breaks this check and rolls back whole (decision 14).
        `constraint discount_codes_usage_check check (used >= 0 and (usage_limit is null or used <= usage_limit)), ` +
        `constraint discount_codes_limits_check check ((usage_limit is null or usage_limit >= 1) and (per_customer_limit is null or per_customer_limit >= 1) and min_order_paise >= 0 and (max_discount_paise is null or max_discount_paise > 0) and (ends_at is null or starts_at is null or ends_at > starts_at)));`,
    );
    this.addSql(`create index "discount_codes_active_idx" on "discount_codes" ("active", "id");`);
    // The code a customer's cart holds (one per cart).
    this.addSql(
      `create table "cart_discount_codes" ("user_id" int not null primary key references "users" ("id") on delete cascade, "code_id" int not null references "discount_codes" ("id") on delete cascade, "applied_at" timestamptz not null);`,
    );
    this.addSql(`create index "cart_discount_codes_code_idx" on "cart_discount_codes" ("code_id");`);
    // One row per order holding a use of its code; a cancelled order's row goes, with its use.
    this.addSql(
      `create table "discount_code_redemptions" ("order_id" int not null primary key references "orders" ("id") on delete cascade, "code_id" int not null references "discount_codes" ("id") on delete cascade, "user_id" int not null references "users" ("id") on delete cascade, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "discount_code_redemptions_code_user_idx" on "discount_code_redemptions" ("code_id", "user_id");`,
    );
    this.addSql(REDEMPTION_LIMITS);
    this.addSql(
      `create trigger "discount_code_redemptions_limits" before insert on "discount_code_redemptions" for each row execute function satchel_redemption_limits();`,
    );
    this.addSql(
      `alter table "orders" add column "discount_code" varchar(32) null, add column "discount_code_id" int null references "discount_codes" ("id") on delete set null, add column "code_discount_paise" bigint not null default 0;`,
    );
    this.addSql(`create index "orders_discount_code_idx" on "orders" ("discount_code_id");`);
    this.addSql(`alter table "order_lines" add column "code_discount_paise" bigint not null default 0;`);
    this.addSql(`alter table "order_lines" drop constraint order_lines_tax_check;`);
    this.addSql(
      `alter table "order_lines" add constraint order_lines_tax_check check(taxable_paise + cgst_paise + sgst_paise + igst_paise = unit_price_paise::bigint * quantity - code_discount_paise);`,
    );
    this.addSql('drop function satchel_cart_tax(jsonb, varchar, bigint);');
    this.addSql('drop function satchel_line_tax(int, varchar, int, bigint, int, varchar, varchar, boolean);');
    this.addSql(LINE_TAX_AFTER_DISCOUNT);
    this.addSql(CART_TAX_AFTER_DISCOUNT);
    this.addSql(DISCOUNT_QUOTE);
    this.addSql(ORDER_WEBHOOKS_WITH_CODE);
  }

  override async down(): Promise<void> {
    this.addSql(ORDER_WEBHOOKS);
    this.addSql('drop function satchel_discount_quote(int, int, jsonb, timestamptz);');
    this.addSql('drop function satchel_cart_tax(jsonb, varchar, bigint, jsonb);');
    this.addSql('drop function satchel_line_tax(int, varchar, int, bigint, int, varchar, varchar, boolean, bigint);');
    this.addSql(LINE_TAX);
    this.addSql(CART_TAX);
    this.addSql(`alter table "order_lines" drop constraint order_lines_tax_check;`);
    // Without codes a line's parts sum to its whole amount: the share a code took goes back into
    // its taxable value (the order's total, as placed, stays).
    this.addSql(
      `update "order_lines" set "taxable_paise" = "taxable_paise" + "code_discount_paise" where "code_discount_paise" > 0;`,
    );
    this.addSql(`alter table "order_lines" drop column "code_discount_paise";`);
    this.addSql(
      `alter table "order_lines" add constraint order_lines_tax_check check(taxable_paise + cgst_paise + sgst_paise + igst_paise = unit_price_paise::bigint * quantity);`,
    );
    this.addSql(
      `alter table "orders" drop column "discount_code", drop column "discount_code_id", drop column "code_discount_paise";`,
    );
    this.addSql(`drop table "discount_code_redemptions";`);
    this.addSql('drop function satchel_redemption_limits();');
    this.addSql(`drop table "cart_discount_codes";`);
    this.addSql(`drop table "discount_codes";`);
  }
}

/**
 * The tax in a line's GST-inclusive amount after its share of a code's discount (decision 13,
 * 14): the discount shown on the invoice lowers the transaction value, so the slab is chosen by,
 * and the tax taken from, what the customer pays for the line.
 */
export const LINE_TAX_AFTER_DISCOUNT = `create function satchel_line_tax(p_category_id int, p_hsn_code varchar, p_rate_bp int,
        p_unit_price_paise bigint, p_quantity int, p_seller_state varchar, p_supply_state varchar,
        p_charges_gst boolean, p_discount_paise bigint default 0)
      returns table (hsn_code varchar, rate_bp int, taxable_paise bigint, cgst_paise bigint, sgst_paise bigint,
                     igst_paise bigint)
      language plpgsql stable rows 1 as $$
      declare
        v_hsn varchar;
        v_rate int;
        v_amount bigint := p_unit_price_paise * p_quantity - coalesce(p_discount_paise, 0);
        v_taxable bigint;
        v_tax bigint;
        v_intra boolean := coalesce(p_seller_state = p_supply_state, false);
      begin
        select g.hsn_code, g.rate_bp into v_hsn, v_rate
          from satchel_product_gst(p_category_id, p_hsn_code, p_rate_bp,
            case when coalesce(p_discount_paise, 0) = 0 or p_quantity < 1 then p_unit_price_paise
                 else round(v_amount::numeric / p_quantity)::bigint end) g;
        v_rate := case when p_charges_gst then coalesce(v_rate, 0) end;
        v_taxable := round(v_amount * 10000.0 / (10000 + coalesce(v_rate, 0)));
        v_tax := v_amount - v_taxable;
        return query select v_hsn, v_rate, v_taxable,
          case when v_intra then v_tax / 2 else 0 end::bigint,
          case when v_intra then v_tax - v_tax / 2 else 0 end::bigint,
          case when v_intra then 0 else v_tax end::bigint;
      end $$;`;

/**
 * satchel_cart_tax with the code's shares (`p_discounts`, {cart line id: paise}) taken off each
 * line before its tax, returning each line's share beside its tax. Declared to return a cart's few
 * rows: with the default guess (1000) the placing statement was costed past jit_above_cost and
 * compiled with JIT for every order (0.5 s each).
 */
export const CART_TAX_AFTER_DISCOUNT = `create function satchel_cart_tax(p_lines jsonb, p_supply_state varchar, p_charges_paise bigint,
        p_discounts jsonb default null)
      returns table (cart_item_id int, hsn_code varchar, rate_bp int, taxable_paise bigint, cgst_paise bigint,
                     sgst_paise bigint, igst_paise bigint, discount_paise bigint)
      language plpgsql stable rows 10 as $$
      declare
        v_seller varchar;
        v_charges_gst boolean;
        v_highest int;
        v_line jsonb;
        v_discount bigint;
        v_tax record;
      begin
        select c.state_code, c.registration_type = 'REGULAR' and c.gstin <> '' and c.state_code is not null
          into v_seller, v_charges_gst
          from company_details c where c.id = 1;
        v_charges_gst := coalesce(v_charges_gst, false);
        for v_line in select * from jsonb_array_elements(coalesce(p_lines, '[]'::jsonb)) loop
          v_discount := coalesce((p_discounts->>(v_line->>'id'))::bigint, 0);
          select * into v_tax from satchel_line_tax((v_line->>'categoryId')::int, v_line->>'hsnCode',
              (v_line->>'rateBp')::int, (v_line->>'unitPricePaise')::bigint, (v_line->>'quantity')::int, v_seller,
              p_supply_state, v_charges_gst, v_discount) t;
          v_highest := greatest(v_highest, v_tax.rate_bp);
          return query select (v_line->>'id')::int, v_tax.hsn_code, v_tax.rate_bp, v_tax.taxable_paise,
            v_tax.cgst_paise, v_tax.sgst_paise, v_tax.igst_paise, v_discount;
        end loop;
        return query select null::int, t.*, 0::bigint from satchel_line_tax(null, null, v_highest,
          coalesce(p_charges_paise, 0), 1, v_seller, p_supply_state, v_charges_gst) t;
      end $$;`;

/**
 * What a code gives a cart at a moment (decision 14), or why it gives nothing. `p_lines` is the
 * cart as the placing statement prices it: a JSON list of {id, productId, categoryId,
 * unitPricePaise, quantity}. Without a code, no rows. Else either one row naming the problem
 * (DISCOUNT_PROBLEMS, the first that applies), or a row per eligible line with its share of the
 * discount and a last row (no line id) with the whole discount and whether delivery is free; every
 * row also names the code (id, text, minimum).
 *
 * Eligible lines: every line when the code names no categories or products, else the lines of
 * its products and of its categories and their sub-categories. Percent: round(eligible × percent),
 * at most the cap; fixed: the amount, at most the eligible value (never below zero). The discount
 * is shared over the eligible lines in proportion to their amounts, floors first and the paise
 * left over to the largest remainders (then the earlier line), so the shares sum to it exactly.
 */
export const DISCOUNT_QUOTE = `create function satchel_discount_quote(p_code_id int, p_user_id int, p_lines jsonb,
        p_at timestamptz)
      returns table (cart_item_id int, discount_paise bigint, problem varchar, free_delivery boolean, code_id int,
                     code varchar, min_order_paise bigint)
      -- A row per line and one more: the planner must know it is a few (see CART_TAX_AFTER_DISCOUNT).
      language plpgsql stable rows 10 as $$
      declare
        c discount_codes%rowtype;
        v_value bigint;
        v_eligible bigint;
        v_discount bigint;
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
        v_problem := case
          when not c.active then 'INACTIVE'
          when c.starts_at is not null and p_at < c.starts_at then 'NOT_STARTED'
          when c.ends_at is not null and p_at >= c.ends_at then 'EXPIRED'
          when c.usage_limit is not null and c.used >= c.usage_limit then 'USED_UP'
          when c.per_customer_limit is not null and (select count(*) from discount_code_redemptions r
                 where r.code_id = c.id and r.user_id = p_user_id) >= c.per_customer_limit then 'CUSTOMER_LIMIT'
          when c.first_order_only and exists (select from orders o
                 where o.user_id = p_user_id and o.delivery_status <> 'CANCELED') then 'FIRST_ORDER'
        end;
        if v_problem is not null then
          return query select null::int, 0::bigint, v_problem, false, c.id, c.code, c.min_order_paise;
          return;
        end if;
        select coalesce(sum((l->>'unitPricePaise')::bigint * (l->>'quantity')::int), 0) into v_value
          from jsonb_array_elements(coalesce(p_lines, '[]'::jsonb)) l;
        if v_value < c.min_order_paise then
          return query select null::int, 0::bigint, 'BELOW_MINIMUM'::varchar, false, c.id, c.code, c.min_order_paise;
          return;
        end if;
        return query
        with recursive scope(id) as (
            select k.id from categories k where k.id = any(c.category_ids)
            union
            select k.id from categories k join scope s on k.parent_id = s.id),
          lines as (
            select (l->>'id')::int as line_id, (l->>'unitPricePaise')::bigint * (l->>'quantity')::int as amount
              from jsonb_array_elements(coalesce(p_lines, '[]'::jsonb)) l
             where (cardinality(c.category_ids) = 0 and cardinality(c.product_ids) = 0)
                or (l->>'productId')::int = any(c.product_ids)
                or (l->>'categoryId')::int in (select s.id from scope s)),
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
        select null::int, d.paise, case when t.lines = 0 then 'NOTHING_ELIGIBLE' end::varchar, c.type = 'FREE_DELIVERY',
               c.id, c.code, c.min_order_paise
          from discount d, total t;
      end $$;`;

/**
 * The per-customer limit and first-orders-only, checked again as a use is written (decision 14).
 * A trigger function is volatile: each of its queries sees what committed before it ran, not the
 * placing statement's snapshot. The placing statement writes the use only after it has updated
 * the code's row, so a concurrent order of the same customer with the code has committed by then,
 * and is counted here. A breach is a check violation: the whole statement rolls back.
 */
export const REDEMPTION_LIMITS = `create function satchel_redemption_limits() returns trigger language plpgsql as $$
      declare
        c discount_codes%rowtype;
      begin
        select * into c from discount_codes d where d.id = new.code_id;
        if c.per_customer_limit is not null and (select count(*) from discount_code_redemptions r
             where r.code_id = new.code_id and r.user_id = new.user_id) >= c.per_customer_limit then
          raise exception 'customer % has used discount code % as often as it allows', new.user_id, c.code
            using errcode = 'check_violation', constraint = 'discount_code_redemptions_customer_check';
        end if;
        if c.first_order_only and exists (select from orders o
             where o.user_id = new.user_id and o.id <> new.order_id and o.delivery_status <> 'CANCELED') then
          raise exception 'discount code % is for the first order of customer %', c.code, new.user_id
            using errcode = 'check_violation', constraint = 'discount_code_redemptions_first_order_check';
        end if;
        return new;
      end $$;`;

/** order.placed also carries the code and what it took off. */
export const ORDER_WEBHOOKS_WITH_CODE = ORDER_WEBHOOKS.replace(
  `'taxPaise', new.tax_paise,`,
  `'taxPaise', new.tax_paise, 'discountCode', new.discount_code, 'codeDiscountPaise', new.code_discount_paise,`,
);
if (ORDER_WEBHOOKS_WITH_CODE === ORDER_WEBHOOKS) throw new Error('order.placed did not take the code');
