import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Trim, TrimToNull } from '../../../common/http/transforms';
import { Checks } from '../../../common/http/validation';
import { Address } from '../address.entity';

/** docs/product.md §3's address fields. The owner is always the caller, whatever `userId` says. */
export class AddressFormDto {
  @ApiProperty({ example: '14 Linking Road', maxLength: 200 })
  @Trim()
  @Checks(
    IsString({ message: 'Address Line 1 is required.' }),
    IsNotEmpty({ message: 'Address Line 1 is required.' }),
    MaxLength(200, { message: 'Address Line 1 must be at most 200 characters.' }),
  )
  addressLine1!: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, example: 'Bandra West', maxLength: 200 })
  @TrimToNull()
  @Checks(
    IsOptional(),
    IsString({ message: 'Address Line 2 must be text.' }),
    MaxLength(200, { message: 'Address Line 2 must be at most 200 characters.' }),
  )
  addressLine2?: string | null;

  @ApiProperty({ example: 'Mumbai', maxLength: 100 })
  @Trim()
  @Checks(
    IsString({ message: 'City is required.' }),
    IsNotEmpty({ message: 'City is required.' }),
    MaxLength(100, { message: 'City must be at most 100 characters.' }),
  )
  city!: string;

  @ApiProperty({ example: 'Maharashtra', maxLength: 100 })
  @Trim()
  @Checks(
    IsString({ message: 'State is required.' }),
    IsNotEmpty({ message: 'State is required.' }),
    MaxLength(100, { message: 'State must be at most 100 characters.' }),
  )
  state!: string;

  @ApiProperty({ example: '400050', pattern: '^[0-9]{6}$' })
  @Trim()
  @Checks(
    IsString({ message: 'Postal Code is required.' }),
    IsNotEmpty({ message: 'Postal Code is required.' }),
    Matches(/^[0-9]{6}$/, { message: 'Postal Code must be 6 digits.' }),
  )
  postalCode!: string;

  @ApiPropertyOptional({ description: 'Make this the default address (the first address always is)' })
  @Checks(IsOptional(), IsBoolean({ message: 'isDefault must be true or false' }))
  isDefault?: boolean;

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

  @ApiProperty({ example: '400050' })
  postalCode!: string;

  @ApiProperty()
  isDefault!: boolean;

  static of(address: Address): AddressDto {
    return {
      id: address.id,
      userId: address.user.id,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      isDefault: address.isDefault,
    };
  }
}
