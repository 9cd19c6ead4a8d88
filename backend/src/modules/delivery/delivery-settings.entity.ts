import {
  BigIntType,
  Check,
  Collection,
  Entity,
  Enum,
  ManyToOne,
  OneToMany,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
  type Rel,
} from '@mikro-orm/core';
import {
  DEFAULT_DELIVERY_DAYS,
  DEFAULT_RETURN_WINDOW_DAYS,
  MAX_DELIVERY_DAYS,
  MAX_RETURN_WINDOW_DAYS,
  PINCODE_MODES,
  POSTAL_CODE_LENGTH,
  ZONE_KINDS,
  type PincodeMode,
  type ZoneKind,
} from '@satchel/shared';
import { CatalogueContent } from '../../infra/cache/catalogue-cache';
import { Audited } from '../audit/audited';

/**
 * What delivery costs and where the shop delivers: a single row, absent until the owner first
 * saves (the defaults then are SPEC's: free, everywhere, no COD limit or fee). Public delivery
 * checks are cached catalogue reads, so a change here empties the cache.
 */
@Audited({ entity: 'delivery-settings' })
@Entity({ tableName: 'delivery_settings' })
@CatalogueContent()
@Check({ name: 'delivery_settings_amounts_check', expression: 'charge_paise >= 0 AND cod_fee_paise >= 0' })
// Written as PostgreSQL reads a `between` back, so the ORM's schema diff finds it unchanged.
@Check({
  name: 'delivery_settings_return_window_check',
  expression: `return_window_days >= 0 and return_window_days <= ${MAX_RETURN_WINDOW_DAYS}`,
})
export class DeliverySettings {
  [OptionalProps]?:
    | 'chargePaise'
    | 'freeAbovePaise'
    | 'codLimitPaise'
    | 'codFeePaise'
    | 'pincodeMode'
    | 'returnWindowDays'
    | 'updatedAt';

  static readonly ID = 1;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = DeliverySettings.ID;

  /** The flat charge per order, where no zone matches. */
  @Property({ type: new BigIntType('number') })
  chargePaise: number = 0;

  /** Orders whose items come to this much or more ship free; null: never. */
  @Property({ type: new BigIntType('number'), nullable: true })
  freeAbovePaise: number | null = null;

  /** The largest order total (delivery and fee included) payable in cash; null: no limit. */
  @Property({ type: new BigIntType('number'), nullable: true })
  codLimitPaise: number | null = null;

  /** Added to every cash-on-delivery order. */
  @Property({ type: new BigIntType('number') })
  codFeePaise: number = 0;

  /** Which pincodes are served; the list is the delivery_pincodes table. */
  @Enum({ items: () => [...PINCODE_MODES], nativeEnumName: 'pincode_mode' })
  pincodeMode: PincodeMode = 'all';

  /** Days after delivery a customer may ask to return an order (SPEC's refund policy: 7). */
  @Property({ type: 'integer', default: DEFAULT_RETURN_WINDOW_DAYS })
  returnWindowDays: number = DEFAULT_RETURN_WINDOW_DAYS;

  @OneToMany(() => DeliveryZone, (zone) => zone.settings, { orderBy: { kind: 'asc', match: 'asc' } })
  zones = new Collection<DeliveryZone>(this);

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * A charge of its own for a state or for pincodes starting with a prefix; the most specific match
 * wins: the longest prefix, then the state, then the flat charge.
 */
@Audited({ entity: 'delivery-settings', partOf: { relation: 'settings', prefix: 'zones' } })
@Entity({ tableName: 'delivery_zones' })
@CatalogueContent()
@Unique({
  name: 'delivery_zones_kind_match_unique',
  expression: 'create unique index "delivery_zones_kind_match_unique" on "delivery_zones" ("kind", lower("match"))',
})
@Check({
  name: 'delivery_zones_values_check',
  expression: `charge_paise >= 0 AND (free_above_paise IS NULL OR free_above_paise >= 0) AND days >= 1 AND days <= ${MAX_DELIVERY_DAYS}`,
})
export class DeliveryZone {
  [OptionalProps]?: 'freeAbovePaise' | 'days';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => DeliverySettings, { deleteRule: 'cascade' })
  settings!: Rel<DeliverySettings>;

  @Enum({ items: () => [...ZONE_KINDS], nativeEnumName: 'delivery_zone_kind' })
  kind!: ZoneKind;

  /** A state's name, or the first digits of a pincode. */
  @Property({ type: 'string', length: 100 })
  match!: string;

  @Property({ type: new BigIntType('number') })
  chargePaise!: number;

  @Property({ type: new BigIntType('number'), nullable: true })
  freeAbovePaise: number | null = null;

  @Property({ type: 'smallint' })
  days: number = DEFAULT_DELIVERY_DAYS;
}

/** A pincode of the settings' list (`only` or `except`); written and read in bulk by SQL, never hydrated. */
@Entity({ tableName: 'delivery_pincodes' })
@CatalogueContent()
export class DeliveryPincode {
  @PrimaryKey({ type: 'string', length: POSTAL_CODE_LENGTH })
  pincode!: string;
}
