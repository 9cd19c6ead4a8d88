import { Migration } from '@mikro-orm/migrations';

/**
 * GST (issue 30): the seller's state, registration and invoice prefix; states chosen from the
 * list (old addresses mapped where their text names one, the rest left for the customer to pick);
 * HSN codes and GST rules on categories and products; the tax each order line and the charges
 * carry as placed; tax invoices and credit notes numbered in series per financial year.
 */
export class Migration20261127071355 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "gst_registration_type" as enum ('REGULAR', 'COMPOSITION', 'UNREGISTERED');`);
    this.addSql(`create type "tax_document_kind" as enum ('INVOICE', 'CREDIT_NOTE');`);
    this.addSql(
      `alter table "company_details" add column "state_code" varchar(2) null, add column "registration_type" "gst_registration_type" not null default 'REGULAR', add column "invoice_prefix" varchar(3) not null default 'INV';`,
    );
    this.addSql(`alter table "categories" add column "hsn_code" varchar(8) null, add column "gst_rule" jsonb null;`);
    this.addSql(`alter table "products" add column "hsn_code" varchar(8) null, add column "gst_rate_bp" int null;`);
    this.addSql(`alter table "addresses" add column "state_code" varchar(2) null;`);
    this.addSql(
      `alter table "orders" add column "tax_paise" bigint not null default 0, add column "charges_gst_rate_bp" int null, add column "charges_taxable_paise" bigint not null default 0, add column "charges_cgst_paise" bigint not null default 0, add column "charges_sgst_paise" bigint not null default 0, add column "charges_igst_paise" bigint not null default 0, add column "state_code" varchar(2) null;`,
    );
    this.addSql(
      `alter table "order_lines" add column "hsn_code" varchar(8) null, add column "gst_rate_bp" int null, add column "taxable_paise" bigint not null default 0, add column "cgst_paise" bigint not null default 0, add column "sgst_paise" bigint not null default 0, add column "igst_paise" bigint not null default 0;`,
    );
    // Orders placed before GST charged none: all of each line is its taxable value.
    this.addSql(`update "order_lines" set "taxable_paise" = "unit_price_paise"::bigint * "quantity";`);
    this.addSql(
      `alter table "order_lines" add constraint order_lines_tax_check check(taxable_paise + cgst_paise + sgst_paise + igst_paise = unit_price_paise::bigint * quantity);`,
    );
    this.addSql(`update "orders" set "charges_taxable_paise" = "delivery_charge_paise" + "cod_fee_paise";`);

    // States as people typed them, matched to the list as findIndianState does (name, alias or
    // code, any case, "&" for "and"); what matches none keeps its text and no code.
    this.addSql(`create temporary table "state_names" ("key" text primary key, "code" varchar(2), "name" text);`);
    this.addSql(
      `insert into "state_names" values ${STATE_KEYS.map(([key, code, name]) => `('${key}', '${code}', '${name}')`).join(', ')};`,
    );
    for (const table of ['addresses', 'orders']) {
      this.addSql(`update "${table}" t set "state" = s."name", "state_code" = s."code" from "state_names" s
        where s."key" = case when trim(t."state") ~ '^[0-9]{1,2}$' then lpad(trim(t."state"), 2, '0')
                             else regexp_replace(replace(lower(t."state"), '&', 'and'), '[^a-z0-9]', '', 'g') end;`);
    }
    // Delivery zones by state match the address's state by name: they follow the addresses to the
    // list's names (one zone per state; should two old spellings meet, the first keeps it).
    this.addSql(`update "delivery_zones" z set "match" = s."name" from (
        select distinct on (n."name") z2."id", n."name"
          from "delivery_zones" z2
          join "state_names" n on n."key" = case when trim(z2."match") ~ '^[0-9]{1,2}$' then lpad(trim(z2."match"), 2, '0')
                                                 else regexp_replace(replace(lower(z2."match"), '&', 'and'), '[^a-z0-9]', '', 'g') end
         where z2."kind" = 'state'
           and not exists (select from "delivery_zones" o
                            where o."kind" = 'state' and lower(o."match") = lower(n."name") and o."id" <> z2."id")
         order by n."name", z2."id") s
      where z."id" = s."id";`);
    this.addSql(`drop table "state_names";`);
    // A GSTIN starts with its state's code.
    this.addSql(
      `update "company_details" set "state_code" = left("gstin", 2) where "gstin" <> '' and left("gstin", 2) in (${STATE_KEYS.map(([, code]) => `'${code}'`).join(', ')});`,
    );

    this.addSql(
      `create table "tax_documents" ("id" serial primary key, "order_id" int not null, "kind" "tax_document_kind" not null, "number" varchar(16) not null, "financial_year" varchar(7) not null, "serial" int not null, "issued_at" timestamptz not null, "issued_on" date not null);`,
    );
    this.addSql(`create index "tax_documents_issued_on_idx" on "tax_documents" ("issued_on");`);
    this.addSql(
      `alter table "tax_documents" add constraint "tax_documents_order_kind_unique" unique ("order_id", "kind");`,
    );
    this.addSql(`alter table "tax_documents" add constraint "tax_documents_number_unique" unique ("number");`);
    this.addSql(
      `alter table "tax_documents" add constraint "tax_documents_series_unique" unique ("kind", "financial_year", "serial");`,
    );
    this.addSql(
      `alter table "tax_documents" add constraint "tax_documents_order_id_foreign" foreign key ("order_id") references "orders" ("id") on update cascade on delete restrict;`,
    );
    // The last serial of each series: taken under its row lock in the issuing transaction, so a
    // rollback gives it back (a sequence would leave a gap).
    this.addSql(
      `create table "tax_document_series" ("kind" "tax_document_kind" not null, "financial_year" varchar(7) not null, "last_serial" int not null, constraint "tax_document_series_pkey" primary key ("kind", "financial_year"));`,
    );
    this.addSql(PRODUCT_GST);
    this.addSql(LINE_TAX);
    this.addSql(CART_TAX);
    this.addSql(ORDER_WEBHOOKS);
  }

  override async down(): Promise<void> {
    this.addSql(ORDER_WEBHOOKS_BEFORE);
    this.addSql('drop function if exists satchel_cart_tax(jsonb, varchar, bigint);');
    this.addSql('drop function if exists satchel_line_tax(int, varchar, int, bigint, int, varchar, varchar, boolean);');
    this.addSql('drop function if exists satchel_product_gst(int, varchar, int, bigint);');
    this.addSql(`drop table if exists "tax_document_series" cascade;`);
    this.addSql(`drop table if exists "tax_documents" cascade;`);
    this.addSql(`alter table "addresses" drop column "state_code";`);
    this.addSql(`alter table "categories" drop column "hsn_code", drop column "gst_rule";`);
    this.addSql(
      `alter table "company_details" drop column "state_code", drop column "registration_type", drop column "invoice_prefix";`,
    );
    this.addSql(`alter table "order_lines" drop constraint order_lines_tax_check;`);
    this.addSql(
      `alter table "order_lines" drop column "hsn_code", drop column "gst_rate_bp", drop column "taxable_paise", drop column "cgst_paise", drop column "sgst_paise", drop column "igst_paise";`,
    );
    this.addSql(
      `alter table "orders" drop column "tax_paise", drop column "charges_gst_rate_bp", drop column "charges_taxable_paise", drop column "charges_cgst_paise", drop column "charges_sgst_paise", drop column "charges_igst_paise", drop column "state_code";`,
    );
    this.addSql(`alter table "products" drop column "hsn_code", drop column "gst_rate_bp";`);
    this.addSql(`drop type "gst_registration_type";`);
    this.addSql(`drop type "tax_document_kind";`);
  }
}

/**
 * The list as it stood when this ran (packages/shared INDIAN_STATES, copied so the migration
 * never changes): [comparable key, code, name], the key lower case letters and digits only.
 */
const STATES: [code: string, name: string, ...aliases: string[]][] = [
  ['35', 'Andaman and Nicobar Islands'],
  ['37', 'Andhra Pradesh'],
  ['12', 'Arunachal Pradesh'],
  ['18', 'Assam'],
  ['10', 'Bihar'],
  ['04', 'Chandigarh'],
  ['22', 'Chhattisgarh', 'Chattisgarh'],
  ['26', 'Dadra and Nagar Haveli and Daman and Diu', 'Dadra and Nagar Haveli', 'Daman and Diu'],
  ['07', 'Delhi', 'New Delhi', 'NCT of Delhi'],
  ['30', 'Goa'],
  ['24', 'Gujarat', 'Gujrat'],
  ['06', 'Haryana'],
  ['02', 'Himachal Pradesh'],
  ['01', 'Jammu and Kashmir'],
  ['20', 'Jharkhand'],
  ['29', 'Karnataka'],
  ['32', 'Kerala'],
  ['38', 'Ladakh'],
  ['31', 'Lakshadweep'],
  ['23', 'Madhya Pradesh'],
  ['27', 'Maharashtra'],
  ['14', 'Manipur'],
  ['17', 'Meghalaya'],
  ['15', 'Mizoram'],
  ['13', 'Nagaland'],
  ['21', 'Odisha', 'Orissa'],
  ['34', 'Puducherry', 'Pondicherry'],
  ['03', 'Punjab'],
  ['08', 'Rajasthan'],
  ['11', 'Sikkim'],
  ['33', 'Tamil Nadu'],
  ['36', 'Telangana', 'Telengana'],
  ['16', 'Tripura'],
  ['09', 'Uttar Pradesh'],
  ['05', 'Uttarakhand', 'Uttaranchal'],
  ['19', 'West Bengal'],
];
const STATE_KEYS: [key: string, code: string, name: string][] = STATES.flatMap(([code, name, ...aliases]) => [
  [code, code, name],
  ...[name, ...aliases].map((text): [string, string, string] => [
    text.toLowerCase().replace(/[^a-z0-9]/g, ''),
    code,
    name,
  ]),
]);

/**
 * A product's HSN code and GST rate (basis points) for a unit at this price (docs/product.md §17):
 * its own when it has them, else the nearest of its category and that category's ancestors that
 * has one; a rule's first slab the price fits (slabs in rising order, the last open-ended).
 */
const PRODUCT_GST = `create function satchel_product_gst(p_category_id int, p_hsn_code varchar, p_rate_bp int,
        p_unit_price_paise bigint)
      returns table (hsn_code varchar, rate_bp int)
      language sql stable rows 1 as $$
        with recursive up as (
          select c.parent_id, c.hsn_code, c.gst_rule, 0 as depth from categories c where c.id = p_category_id
          union all
          select c.parent_id, c.hsn_code, c.gst_rule, up.depth + 1 from categories c join up on c.id = up.parent_id
           where up.depth < 32)
        select coalesce(p_hsn_code, (select u.hsn_code from up u where u.hsn_code is not null order by u.depth limit 1)),
               coalesce(p_rate_bp, (
                 select (s.slab->>'rateBp')::int
                   from (select u.gst_rule from up u where u.gst_rule is not null order by u.depth limit 1) r
                  cross join lateral jsonb_array_elements(r.gst_rule) with ordinality s(slab, n)
                  where s.slab->>'upToPaise' is null or p_unit_price_paise <= (s.slab->>'upToPaise')::bigint
                  order by s.n limit 1))
      $$;`;

/**
 * The tax in an order line's GST-inclusive amount (unit price × quantity), or in its delivery and
 * COD charges (no category; the rate given), as placed (decision 13): the HSN code and rate
 * (satchel_product_gst; no rate when the seller does not charge GST), taxable value =
 * round(amount / (1 + rate)), and the rest as CGST + SGST halves (SGST takes an odd paisa) when the
 * seller's and the supply's states are one, else IGST. PL/pgSQL so that its plans are kept for the
 * connection: written into the placing statement, they were planned again for every order.
 */
export const LINE_TAX = `create function satchel_line_tax(p_category_id int, p_hsn_code varchar, p_rate_bp int,
        p_unit_price_paise bigint, p_quantity int, p_seller_state varchar, p_supply_state varchar,
        p_charges_gst boolean)
      returns table (hsn_code varchar, rate_bp int, taxable_paise bigint, cgst_paise bigint, sgst_paise bigint,
                     igst_paise bigint)
      language plpgsql stable rows 1 as $$
      declare
        v_hsn varchar;
        v_rate int;
        v_amount bigint := p_unit_price_paise * p_quantity;
        v_taxable bigint;
        v_tax bigint;
        v_intra boolean := coalesce(p_seller_state = p_supply_state, false);
      begin
        select g.hsn_code, g.rate_bp into v_hsn, v_rate
          from satchel_product_gst(p_category_id, p_hsn_code, p_rate_bp, p_unit_price_paise) g;
        v_rate := case when p_charges_gst then coalesce(v_rate, 0) end;
        v_taxable := round(v_amount * 10000.0 / (10000 + coalesce(v_rate, 0)));
        v_tax := v_amount - v_taxable;
        return query select v_hsn, v_rate, v_taxable,
          case when v_intra then v_tax / 2 else 0 end::bigint,
          case when v_intra then v_tax - v_tax / 2 else 0 end::bigint,
          case when v_intra then 0 else v_tax end::bigint;
      end $$;`;

/**
 * The tax of a cart about to be placed: a row per line (`p_lines`, a JSON list of {id, categoryId,
 * hsnCode, rateBp, unitPricePaise, quantity} as the placing statement priced them), then one with
 * no id for the delivery and COD charges (`p_charges_paise`) at the highest rate of the lines. The
 * seller is company_details row 1: GST is charged when it is registered regularly with a GSTIN and
 * a state. One function call in the placing statement, whose plans stay cached for the connection:
 * planning the same work as CTEs again for every order cost more than the work itself.
 */
export const CART_TAX = `create function satchel_cart_tax(p_lines jsonb, p_supply_state varchar, p_charges_paise bigint)
      returns table (cart_item_id int, hsn_code varchar, rate_bp int, taxable_paise bigint, cgst_paise bigint,
                     sgst_paise bigint, igst_paise bigint)
      language plpgsql stable as $$
      declare
        v_seller varchar;
        v_charges_gst boolean;
        v_highest int;
        v_line jsonb;
        v_tax record;
      begin
        select c.state_code, c.registration_type = 'REGULAR' and c.gstin <> '' and c.state_code is not null
          into v_seller, v_charges_gst
          from company_details c where c.id = 1;
        v_charges_gst := coalesce(v_charges_gst, false);
        for v_line in select * from jsonb_array_elements(coalesce(p_lines, '[]'::jsonb)) loop
          select * into v_tax from satchel_line_tax((v_line->>'categoryId')::int, v_line->>'hsnCode',
              (v_line->>'rateBp')::int, (v_line->>'unitPricePaise')::bigint, (v_line->>'quantity')::int, v_seller,
              p_supply_state, v_charges_gst) t;
          v_highest := greatest(v_highest, v_tax.rate_bp);
          return query select (v_line->>'id')::int, v_tax.hsn_code, v_tax.rate_bp, v_tax.taxable_paise,
            v_tax.cgst_paise, v_tax.sgst_paise, v_tax.igst_paise;
        end loop;
        return query select null::int, t.* from satchel_line_tax(null, null, v_highest, coalesce(p_charges_paise, 0), 1,
          v_seller, p_supply_state, v_charges_gst) t;
      end $$;`;

/** order.placed carries the GST in the total too. */
export const ORDER_WEBHOOKS = `create or replace function satchel_order_webhooks() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          perform satchel_webhook_event('order.placed', jsonb_build_object('orderId', new.id,
            'customerId', new.user_id, 'totalPaise', new.total_paise,
            'deliveryChargePaise', new.delivery_charge_paise, 'codFeePaise', new.cod_fee_paise,
            'taxPaise', new.tax_paise, 'placeOfSupply', new.state_code,
            'paymentMethod', new.payment_method, 'deliveryStatus', new.delivery_status));
        elsif new.delivery_status is distinct from old.delivery_status then
          perform satchel_webhook_event('order.status_changed', jsonb_build_object('orderId', new.id,
            'from', old.delivery_status, 'to', new.delivery_status,
            'carrier', new.carrier, 'trackingNumber', new.tracking_number));
          if new.delivery_status = 'CANCELED' then
            perform satchel_webhook_event('order.cancelled', jsonb_build_object('orderId', new.id,
              'customerId', new.user_id, 'totalPaise', new.total_paise));
          end if;
        end if;
        return null;
      end $$;`;

const ORDER_WEBHOOKS_BEFORE = `create or replace function satchel_order_webhooks() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          perform satchel_webhook_event('order.placed', jsonb_build_object('orderId', new.id,
            'customerId', new.user_id, 'totalPaise', new.total_paise,
            'deliveryChargePaise', new.delivery_charge_paise, 'codFeePaise', new.cod_fee_paise,
            'paymentMethod', new.payment_method, 'deliveryStatus', new.delivery_status));
        elsif new.delivery_status is distinct from old.delivery_status then
          perform satchel_webhook_event('order.status_changed', jsonb_build_object('orderId', new.id,
            'from', old.delivery_status, 'to', new.delivery_status,
            'carrier', new.carrier, 'trackingNumber', new.tracking_number));
          if new.delivery_status = 'CANCELED' then
            perform satchel_webhook_event('order.cancelled', jsonb_build_object('orderId', new.id,
              'customerId', new.user_id, 'totalPaise', new.total_paise));
          end if;
        end if;
        return null;
      end $$;`;
