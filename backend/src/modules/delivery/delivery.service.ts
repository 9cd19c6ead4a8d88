import {
  addDays,
  DELIVERY_MESSAGES as M,
  paiseToRupees,
  PINCODE_PREFIX,
  rupeesToPaise,
  shopDate,
} from '@satchel/shared';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { InvalidInputError } from '../../common/errors/domain-errors';
import { RawJson } from '../../common/http/raw-json';
import { CatalogueCache } from '../../infra/cache/catalogue-cache';
import { AuditLog } from '../audit/audit-log.service';
import { DeliveryCheckDto } from './dto/delivery-check.dto';
import { DeliverySettingsDto, DeliverySettingsFormDto, DeliveryZoneDto } from './dto/delivery-settings.dto';
import { DeliveryQuoteRow, deliveryQuoteSql, deliveryRefusal } from './delivery-quote.sql';
import { DeliverySettings, DeliveryZone } from './delivery-settings.entity';

/** The delivery settings (README, "Delivery") and the public check of a pincode against them. */
@Injectable()
export class DeliveryService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly cache: CatalogueCache,
  ) {}

  async settings(): Promise<DeliverySettingsDto> {
    const settings = await this.em.findOne(DeliverySettings, DeliverySettings.ID, {
      populate: ['zones'],
      refresh: true,
    });
    const rows = await this.em.execute<{ pincode: string }[]>('select pincode from delivery_pincodes order by pincode');
    return DeliverySettingsDto.of(
      settings,
      rows.map((row) => row.pincode),
    );
  }

  /**
   * Replaces the settings in one transaction: the row, the zones (kept, changed, added or removed
   * by their kind and match, so the audit log shows what changed) and the pincode list (written
   * in two statements whatever its length, and logged by its size).
   */
  async save(form: DeliverySettingsFormDto): Promise<DeliverySettingsDto> {
    const zones = checkedZones(form.zones);
    const pincodes = [...new Set(form.pincodes.list)].sort();
    let listChanged = false;
    await this.em.transactional(async (em) => {
      // The row exists from the first save on; locked, so two saves take turns.
      await em.execute(`insert into delivery_settings (id, updated_at) values (?, now()) on conflict do nothing`, [
        DeliverySettings.ID,
      ]);
      // Locked first, the zones read after: a save that waited here sees the other's zones.
      const settings = await em.findOneOrFail(DeliverySettings, DeliverySettings.ID, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      await settings.zones.init();
      settings.chargePaise = rupeesToPaise(form.charge);
      settings.freeAbovePaise = optionalPaise(form.freeAbove);
      settings.codLimitPaise = optionalPaise(form.codLimit);
      settings.codFeePaise = rupeesToPaise(form.codFee);
      settings.pincodeMode = form.pincodes.mode;
      if (form.returnWindowDays !== undefined) settings.returnWindowDays = form.returnWindowDays;

      const existing = new Map(settings.zones.getItems().map((zone) => [zoneKey(zone), zone]));
      for (const wanted of zones) {
        const zone =
          existing.get(zoneKey(wanted)) ??
          em.create(DeliveryZone, { settings, kind: wanted.kind, match: wanted.match, chargePaise: 0 });
        existing.delete(zoneKey(wanted));
        zone.match = wanted.match;
        zone.chargePaise = rupeesToPaise(wanted.charge);
        zone.freeAbovePaise = optionalPaise(wanted.freeAbove);
        zone.days = wanted.days;
      }
      for (const gone of existing.values()) em.remove(gone);
      await em.flush();

      const [{ removed, added }] = await em.execute<{ removed: number; added: number }[]>(
        `with wanted as (select unnest(?::varchar[]) as pincode),
         removed as (delete from delivery_pincodes p where not exists (select from wanted w where w.pincode = p.pincode)
                     returning 1),
         added as (insert into delivery_pincodes (pincode) select pincode from wanted on conflict do nothing returning 1)
         select (select count(*) from removed)::int as removed, (select count(*) from added)::int as added`,
        [`{${pincodes.join(',')}}`],
      );
      if (removed || added) {
        listChanged = true;
        await this.audit.recordForActor(em, [
          {
            action: 'update',
            entity: 'delivery-settings',
            entityId: String(DeliverySettings.ID),
            changes: { pincodes: { from: `${removed} removed`, to: `${added} added, ${pincodes.length} listed` } },
          },
        ]);
      }
    });
    // The list is written in SQL, unseen by the cache's subscriber: this process learns of it here
    // (others through the tables' NOTIFY triggers).
    if (listChanged) this.cache.catalogueChanged();
    return this.settings();
  }

  /**
   * The public check (a cached catalogue read): serviceable, COD, charge and delivery date for an
   * order of `value` rupees to this pincode, its charge waived with `freeDelivery` (a free-delivery
   * code in the cart). Its date is today's in India; the cache starts over each day (CatalogueCache).
   */
  async check(pincode: string, state = '', value = 0, freeDelivery = false): Promise<RawJson<DeliveryCheckDto>> {
    const valuePaise = rupeesToPaise(value);
    const [quote] = await this.em.execute<DeliveryQuoteRow[]>(
      `select q.serviceable, q.charge_paise::float8 as charge_paise, q.waived_paise::float8 as waived_paise,
              q.cod_fee_paise::float8 as cod_fee_paise, q.cod_limit_paise::float8 as cod_limit_paise,
              q.total_paise::float8 as total_paise, q.cod_allowed, q.days
         from (select ?::varchar as pincode, ?::varchar as state, ?::bigint as value, ?::boolean as waive) input
        cross join lateral (${deliveryQuoteSql('input.pincode', 'input.state', 'input.value', 'input.waive')}) q`,
      [pincode, state, valuePaise, freeDelivery],
    );
    const answer: DeliveryCheckDto = {
      pincode,
      serviceable: quote.serviceable,
      cod: quote.serviceable && quote.cod_allowed,
      charge: paiseToRupees(quote.charge_paise - quote.waived_paise),
      codFee: paiseToRupees(quote.cod_fee_paise),
      codLimit: quote.cod_limit_paise === null ? null : paiseToRupees(quote.cod_limit_paise),
      total: paiseToRupees(quote.total_paise),
      expectedDeliveryDate: addDays(shopDate(this.clock.now()), quote.days),
      message: deliveryRefusal(quote, pincode),
    };
    return RawJson.of(answer);
  }
}

function optionalPaise(rupees: number | null | undefined): number | null {
  return rupees === null || rupees === undefined ? null : rupeesToPaise(rupees);
}

function zoneKey(zone: { kind: string; match: string }): string {
  return `${zone.kind}:${zone.match.trim().toLowerCase()}`;
}

/** The zones with their rules beyond each field's own: prefixes are digits, no zone twice. */
function checkedZones(zones: DeliveryZoneDto[]): DeliveryZoneDto[] {
  const seen = new Set<string>();
  for (const zone of zones) {
    if (zone.kind === 'prefix' && !PINCODE_PREFIX.test(zone.match)) throw new InvalidInputError(M.zonePrefixFormat);
    if (seen.has(zoneKey(zone))) throw new InvalidInputError(M.zoneDuplicate(zone.match));
    seen.add(zoneKey(zone));
  }
  return zones;
}
