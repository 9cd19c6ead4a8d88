import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { Trim, TrimToNull } from '../../../common/http/transforms';
import { Checks, IsIndianState, MaxChars } from '../../../common/http/validation';
import { ADDRESS_MESSAGES as M, MAX_ADDRESS_LINE_LENGTH, MAX_CITY_LENGTH, POSTAL_CODE } from '@satchel/shared';
import { Address } from '../address.entity';
import { postalAddressOf } from '../postal-address.embeddable';

/** docs/product.md §3's address fields. The owner is always the caller, whatever `userId` says. */
export class AddressFormDto {
  @ApiProperty({ example: '14 Linking Road', maxLength: MAX_ADDRESS_LINE_LENGTH })
  @Trim()
  @Checks(
    IsString({ message: M.line1Required }),
    IsNotEmpty({ message: M.line1Required }),
    MaxChars(MAX_ADDRESS_LINE_LENGTH, { message: M.line1TooLong }),
  )
  addressLine1!: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, example: 'Bandra West', maxLength: MAX_ADDRESS_LINE_LENGTH })
  @TrimToNull()
  @Checks(
    IsOptional(),
    IsString({ message: M.line2Text }),
    MaxChars(MAX_ADDRESS_LINE_LENGTH, { message: M.line2TooLong }),
  )
  addressLine2?: string | null;

  @ApiProperty({ example: 'Mumbai', maxLength: MAX_CITY_LENGTH })
  @Trim()
  @Checks(
    IsString({ message: M.cityRequired }),
    IsNotEmpty({ message: M.cityRequired }),
    MaxChars(MAX_CITY_LENGTH, { message: M.cityTooLong }),
  )
  city!: string;

  @ApiProperty({
    example: 'Maharashtra',
    description: "A state or union territory of India: its name or GST state code, any case (kept as the list's name)",
  })
  @Checks(IsString({ message: M.stateRequired }), IsNotEmpty({ message: M.stateRequired }), IsIndianState())
  state!: string;

  @ApiProperty({ example: '400050', pattern: POSTAL_CODE.source })
  @Trim()
  @Checks(
    IsString({ message: M.postalCodeRequired }),
    IsNotEmpty({ message: M.postalCodeRequired }),
    Matches(POSTAL_CODE, { message: M.postalCodeFormat }),
  )
  postalCode!: string;

  @ApiPropertyOptional({ description: 'Make this the default address (the first address always is)' })
  @Checks(IsOptional(), IsBoolean({ message: 'isDefault must be true or false' }))
  isDefault?: boolean;

  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'Ignored: `state` decides it' })
  @Allow()
  stateCode?: unknown;

  @ApiPropertyOptional({ type: 'integer', description: 'Ignored: an address always belongs to the signed-in customer' })
  @Allow()
  userId?: unknown;

  @ApiPropertyOptional({
    type: 'integer',
    description: 'Ignored: the path names the address (so a fetched address can be sent back)',
  })
  @Allow()
  id?: unknown;
}

export class AddressDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  userId!: number;

  @ApiProperty({ example: '14 Linking Road' })
  addressLine1!: string;

  @ApiProperty({ type: 'string', nullable: true, example: 'Bandra West' })
  addressLine2!: string | null;

  @ApiProperty({ example: 'Mumbai' })
  city!: string;

  @ApiProperty({ example: 'Maharashtra' })
  state!: string;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '27',
    description:
      "The state's GST code; null for an address saved before states came from the list whose state matched none: the customer must choose it before ordering",
  })
  stateCode!: string | null;

  @ApiProperty({ example: '400050' })
  postalCode!: string;

  @ApiProperty()
  isDefault!: boolean;

  static of(address: Address): AddressDto {
    return {
      id: address.id,
      userId: address.user.id,
      ...postalAddressOf(address.postal),
      isDefault: address.isDefault,
    };
  }
}
