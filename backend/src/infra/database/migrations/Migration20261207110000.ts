import { Migration } from '@mikro-orm/migrations';

/**
 * A free-delivery code's waiver becomes part of the delivery quote (docs/product.md §18):
 * `satchel_delivery_quote` takes whether the charge is waived and answers with the waived amount,
 * the total without it and whether that total may be paid in cash. The placing statement and the
 * public check (its `freeDelivery`) ask the one function, where the storefront used to work the
 * waived quote out again for itself.
 *
 * The 4-argument function stays beside it: during a rolling restart the replicas not yet
 * restarted still call it (README, "Running at scale"). Migration20261208020000 drops it.
 */
export class Migration20261207110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(DELIVERY_QUOTE_WAIVING);
  }

  override async down(): Promise<void> {
    this.addSql('drop function satchel_delivery_quote(varchar, varchar, bigint, int, boolean);');
  }
}

/**
 * What delivering an order of `p_value` paise to this pincode and state costs, as
 * Migration20261127034609's function, with `p_waive_charge` (a free-delivery code): the charge is
 * still told (the order keeps it, and the waiver as part of the code's discount), `waived_paise`
 * is all of it, and the total and the COD limit's judgement leave it out.
 */
const DELIVERY_QUOTE_WAIVING = `create function satchel_delivery_quote(p_pincode varchar, p_state varchar,
        p_value bigint, p_default_days int, p_waive_charge boolean)
      returns table (serviceable boolean, charge_paise bigint, waived_paise bigint, cod_fee_paise bigint,
                     cod_limit_paise bigint, total_paise bigint, cod_allowed boolean, days int)
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
               waived.paise,
               coalesce(s.cod_fee_paise, 0)::bigint,
               s.cod_limit_paise,
               due.paise,
               s.cod_limit_paise is null or due.paise <= s.cod_limit_paise,
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
            end::bigint as paise) charge
          cross join lateral (select case when p_waive_charge then charge.paise else 0 end::bigint as paise) waived
          cross join lateral (
            select p_value + charge.paise - waived.paise + coalesce(s.cod_fee_paise, 0) as paise) due;
      end $$;`;
