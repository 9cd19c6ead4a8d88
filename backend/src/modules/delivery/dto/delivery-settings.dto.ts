import {
  DEFAULT_RETURN_WINDOW_DAYS,
  MAX_RETURN_WINDOW_DAYS,
  RETURN_MESSAGES,
  DELIVERY_MESSAGES as M,
  MAX_DELIVERY_DAYS,
  MAX_PINCODES,
  MAX_RUPEES,
  MAX_STATE_LENGTH,
  MAX_ZONES,
  PINCODE_MODES,
  POSTAL_CODE,
  ZONE_KINDS,
  paiseToRupees,
  type PincodeMode,
  type ZoneKind,
} from '@satchel/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { Checks, IsIndianState, IsOmittable, IsRupees, MaxChars } from '../../../common/http/validation';
import { Trim } from '../../../common/http/transforms';
import type { DeliverySettings, DeliveryZone } from '../delivery-settings.entity';

const amountMessage = (name: string) =>
  `${name} must be an amount in rupees from 0 to ${MAX_RUPEES}, with at most two decimals.`;

/** An amount in rupees, 0 to MAX_RUPEES with at most two decimals; `nullable` ones may be null ("none"). */
const Amount = (name: string, nullable = false) =>
  Checks(
    ...(nullable ? [IsOptional()] : [IsDefined({ message: `${name} is required.` })]),
    IsRupees({ message: amountMessage(name) }),
    Min(0, { message: amountMessage(name) }),
    Max(MAX_RUPEES, { message: amountMessage(name) }),
  );

export class PincodeListDto {
  @ApiProperty({ enum: PINCODE_MODES, description: 'Every pincode, only the listed ones, or all but the listed ones' })
  @IsIn(PINCODE_MODES, { message: `pincodes.mode must be one of ${PINCODE_MODES.join(', ')}` })
  mode!: PincodeMode;

  @ApiProperty({ type: [String], example: ['411001', '411002'], maxItems: MAX_PINCODES })
  @Checks(
    IsArray({ message: 'pincodes.list must be a list of pincodes' }),
    ArrayMaxSize(MAX_PINCODES, { message: M.tooManyPincodes }),
    Matches(POSTAL_CODE, { each: true, message: M.pincodeFormat }),
  )
  list!: string[];
}

export class DeliveryZoneDto {
  @ApiProperty({ enum: ZONE_KINDS, description: "Matches the address's state, or the start of its pincode" })
  @IsIn(ZONE_KINDS, { message: `A zone's kind must be one of ${ZONE_KINDS.join(', ')}` })
  kind!: ZoneKind;

  @ApiProperty({
    example: '411',
    description:
      'A state (its name or GST code, any case; kept as the list names it), or 1–5 leading digits of a pincode',
  })
  @Trim()
  @Checks(
    IsString({ message: M.zoneStateRequired }),
    IsNotEmpty({ message: M.zoneStateRequired }),
    MaxChars(MAX_STATE_LENGTH, { message: M.zoneStateRequired }),
    IsIndianState((zone) => (zone as DeliveryZoneDto).kind === 'state'),
  )
  match!: string;

  @ApiProperty({ example: 40, description: 'Delivery charge in this zone, in rupees' })
  @Amount("A zone's charge")
  charge!: number;

  @ApiPropertyOptional({
    type: 'number',
    nullable: true,
    example: 999,
    description: 'Free from this order value; null: never',
  })
  @Amount("A zone's free-above amount", true)
  freeAbove?: number | null;

  @ApiProperty({
    example: 3,
    minimum: 1,
    maximum: MAX_DELIVERY_DAYS,
    description: 'Days from the order to its delivery',
  })
  @Checks(
    IsInt({ message: M.deliveryDays }),
    Min(1, { message: M.deliveryDays }),
    Max(MAX_DELIVERY_DAYS, { message: M.deliveryDays }),
  )
  days!: number;

  static of(zone: DeliveryZone): DeliveryZoneDto {
    return {
      kind: zone.kind,
      match: zone.match,
      charge: paiseToRupees(zone.chargePaise),
      freeAbove: zone.freeAbovePaise === null ? null : paiseToRupees(zone.freeAbovePaise),
      days: zone.days,
    };
  }
}

/** The delivery settings as the back office edits them (README, "Delivery"), amounts in rupees. */
export class DeliverySettingsFormDto {
  @ApiProperty({ example: 49, description: 'Flat delivery charge per order, in rupees' })
  @Amount('The delivery charge')
  charge!: number;

  @ApiPropertyOptional({
    type: 'number',
    nullable: true,
    example: 999,
    description: 'Orders whose items come to this much or more ship free; null: never',
  })
  @Amount('The free-delivery amount', true)
  freeAbove?: number | null;

  @ApiPropertyOptional({
    type: 'number',
    nullable: true,
    example: 20000,
    description: 'The largest order total payable in cash; null: no limit',
  })
  @Amount('The COD limit', true)
  codLimit?: number | null;

  @ApiProperty({ example: 0, description: 'Added to cash-on-delivery orders, in rupees' })
  @Amount('The COD fee')
  codFee!: number;

  @ApiPropertyOptional({
    example: DEFAULT_RETURN_WINDOW_DAYS,
    minimum: 0,
    maximum: MAX_RETURN_WINDOW_DAYS,
    description: 'Days after delivery a customer may ask to return an order (0: no returns); left out, it stays',
  })
  @Checks(
    IsOmittable(),
    IsInt({ message: RETURN_MESSAGES.windowDays }),
    Min(0, { message: RETURN_MESSAGES.windowDays }),
    Max(MAX_RETURN_WINDOW_DAYS, { message: RETURN_MESSAGES.windowDays }),
  )
  returnWindowDays?: number;

  @ApiProperty({ type: PincodeListDto })
  @Checks(IsDefined({ message: 'pincodes is required' }), ValidateNested(), Type(() => PincodeListDto))
  pincodes!: PincodeListDto;

  @ApiProperty({ type: [DeliveryZoneDto], maxItems: MAX_ZONES })
  @Checks(
    IsArray({ message: 'zones must be a list' }),
    ArrayMaxSize(MAX_ZONES, { message: M.tooManyZones }),
    ValidateNested({ each: true }),
    Type(() => DeliveryZoneDto),
  )
  zones!: DeliveryZoneDto[];
}

export class DeliverySettingsDto extends DeliverySettingsFormDto {
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Null until first saved' })
  updatedAt!: Date | null;

  static of(settings: DeliverySettings | null, pincodes: string[]): DeliverySettingsDto {
    const rupees = (paise: number | null | undefined) =>
      paise === null || paise === undefined ? null : paiseToRupees(paise);
    return {
      charge: rupees(settings?.chargePaise) ?? 0,
      freeAbove: rupees(settings?.freeAbovePaise),
      codLimit: rupees(settings?.codLimitPaise),
      codFee: rupees(settings?.codFeePaise) ?? 0,
      returnWindowDays: settings?.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS,
      pincodes: { mode: settings?.pincodeMode ?? 'all', list: pincodes },
      zones: settings ? settings.zones.getItems().map(DeliveryZoneDto.of) : [],
      updatedAt: settings?.updatedAt ?? null,
    };
  }
}
