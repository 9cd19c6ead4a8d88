import { Migration } from '@mikro-orm/migrations';

/**
 * Delivery (issue 29): the settings row, its zones and pincode list, each telling cached
 * catalogue reads (the public delivery check) when it changes; the charge, fee and tracking an
 * order keeps; and the order webhooks carrying them.
 */
export class Migration20261127034609 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "pincode_mode" as enum ('all', 'only', 'except');`);
    this.addSql(`create type "delivery_zone_kind" as enum ('state', 'prefix');`);
    this.addSql(
      `create table "delivery_pincodes" ("pincode" varchar(6) not null, constraint "delivery_pincodes_pkey" primary key ("pincode"));`,
    );

    this.addSql(
      `create table "delivery_settings" ("id" int not null default 1, "charge_paise" bigint not null default 0, "free_above_paise" bigint null, "cod_limit_paise" bigint null, "cod_fee_paise" bigint not null default 0, "pincode_mode" "pincode_mode" not null default 'all', "updated_at" timestamptz not null, constraint "delivery_settings_pkey" primary key ("id"), constraint delivery_settings_amounts_check check (charge_paise >= 0 AND cod_fee_paise >= 0));`,
    );

    this.addSql(
      `create table "delivery_zones" ("id" serial primary key, "settings_id" int not null, "kind" "delivery_zone_kind" not null, "match" varchar(100) not null, "charge_paise" bigint not null, "free_above_paise" bigint null, "days" smallint not null default 7, constraint delivery_zones_values_check check (charge_paise >= 0 AND (free_above_paise IS NULL OR free_above_paise >= 0) AND days BETWEEN 1 AND 60));`,
    );
    this.addSql(`create unique index "delivery_zones_kind_match_unique" on "delivery_zones" ("kind", lower("match"));`);

    this.addSql(
      `alter table "delivery_zones" add constraint "delivery_zones_settings_id_foreign" foreign key ("settings_id") references "delivery_settings" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "orders" add column "delivery_charge_paise" bigint not null default 0, add column "cod_fee_paise" bigint not null default 0, add column "carrier" varchar(50) null, add column "tracking_number" varchar(30) null;`,
    );

    for (const table of ['delivery_settings', 'delivery_zones', 'delivery_pincodes']) {
      this.addSql(`create trigger "${table}_catalogue_changed"
        after insert or update or delete or truncate on "${table}"
        for each statement execute function satchel_catalogue_changed();`);
    }
    this.addSql(DELIVERY_QUOTE);
    this.addSql(ORDER_WEBHOOKS);
  }

  override async down(): Promise<void> {
    this.addSql(ORDER_WEBHOOKS_BEFORE);
    this.addSql('drop function if exists satchel_delivery_quote(varchar, varchar, bigint, int);');
    this.addSql(`alter table "delivery_zones" drop constraint "delivery_zones_settings_id_foreign";`);

    this.addSql(`drop table if exists "delivery_pincodes" cascade;`);

    this.addSql(`drop table if exists "delivery_settings" cascade;`);

    this.addSql(`drop table if exists "delivery_zones" cascade;`);

    this.addSql(
      `alter table "orders" drop column "delivery_charge_paise", drop column "cod_fee_paise", drop column "carrier", drop column "tracking_number";`,
    );

    this.addSql(`drop type "pincode_mode";`);
    this.addSql(`drop type "delivery_zone_kind";`);
  }
}

/**
 * What delivering an order of `p_value` paise to this pincode and state costs (deliveryQuoteSql,
 * docs/product.md §16): served or not, the charge (free from the free-above amount on), the COD
 * fee, the total and whether it is within the COD limit, and the days to delivery. The most
 * specific zone wins: the longest pincode prefix, then the state (any case), then the flat
 * settings (row 1; without it, free, everywhere, no limit or fee, `p_default_days`).
 */
export const DELIVERY_QUOTE = `create function satchel_delivery_quote(p_pincode varchar, p_state varchar, p_value bigint,
        p_default_days int)
      returns table (serviceable boolean, charge_paise bigint, cod_fee_paise bigint, cod_limit_paise bigint,
                     total_paise bigint, cod_allowed boolean, days int)
      -- One row, as the planner must know: with its default guess (1000) it planned the placing
      -- statement around a thousand quotes and scanned every size instead of the cart's.
      language plpgsql stable rows 1 as $$
      begin
        return query
        select case s.pincode_mode
                 when 'only' then exists (select from delivery_pincodes p where p.pincode = p_pincode)
                 when 'except' then not exists (select from delivery_pincodes p where p.pincode = p_pincode)
                 else true end,
               charge.paise,
               coalesce(s.cod_fee_paise, 0)::bigint,
               s.cod_limit_paise,
               p_value + charge.paise + coalesce(s.cod_fee_paise, 0),
               s.cod_limit_paise is null or p_value + charge.paise + coalesce(s.cod_fee_paise, 0) <= s.cod_limit_paise,
               coalesce(zone.days, p_default_days)::int
          from (select) as one
          left join delivery_settings s on s.id = 1
          left join lateral (
            select z.charge_paise, z.free_above_paise, z.days from delivery_zones z
             where (z.kind = 'prefix' and starts_with(p_pincode, z.match))
                or (z.kind = 'state' and lower(z.match) = lower(trim(p_state)))
             order by z.kind = 'prefix' desc, length(z.match) desc
             limit 1) zone on true
          cross join lateral (select case
              when zone.days is not null
                then case when zone.free_above_paise <= p_value then 0 else zone.charge_paise end
              else case when s.free_above_paise <= p_value then 0 else coalesce(s.charge_paise, 0) end
            end::bigint as paise) charge;
      end $$;`;

/** order.placed carries what the order charged; order.status_changed the tracking a shipment was given. */
const ORDER_WEBHOOKS = `create or replace function satchel_order_webhooks() returns trigger language plpgsql as $$
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

const ORDER_WEBHOOKS_BEFORE = `create or replace function satchel_order_webhooks() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          perform satchel_webhook_event('order.placed', jsonb_build_object('orderId', new.id,
            'customerId', new.user_id, 'totalPaise', new.total_paise, 'paymentMethod', new.payment_method,
            'deliveryStatus', new.delivery_status));
        elsif new.delivery_status is distinct from old.delivery_status then
          perform satchel_webhook_event('order.status_changed', jsonb_build_object('orderId', new.id,
            'from', old.delivery_status, 'to', new.delivery_status));
          if new.delivery_status = 'CANCELED' then
            perform satchel_webhook_event('order.cancelled', jsonb_build_object('orderId', new.id,
              'customerId', new.user_id, 'totalPaise', new.total_paise));
          end if;
        end if;
        return null;
      end $$;`;
