import { DELIVERY_MESSAGES as M, MAX_STATE_LENGTH, POSTAL_CODE } from '@satchel/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { FormBoolean } from '../../../common/http/multipart-fields';
import { Checks, IsRupees, MaxChars, ToIndianStateName } from '../../../common/http/validation';

/** The largest order value a check takes: what orders_total_check lets an order hold, in rupees. */
const MAX_VALUE = Math.floor(Number.MAX_SAFE_INTEGER / 100);
const VALUE_MESSAGE = 'value must be an amount in rupees, with at most two decimals';

export class DeliveryCheckQueryDto {
  @ApiProperty({ example: '411001' })
  @Checks(IsDefined({ message: M.pincodeFormat }), Matches(POSTAL_CODE, { message: M.pincodeFormat }))
  pincode!: string;

  @ApiPropertyOptional({
    example: 'Maharashtra',
    description: "The address's state (its name or GST code, any case), for zones by state",
  })
  @ToIndianStateName()
  @Checks(IsOptional(), IsString(), MaxChars(MAX_STATE_LENGTH))
  state?: string;

  @ApiPropertyOptional({ example: 1299, description: "The order's value (its items), in rupees; 0 when left out" })
  @Type(() => Number)
  @Checks(
    IsOptional(),
    IsRupees({ message: VALUE_MESSAGE }),
    Min(0, { message: VALUE_MESSAGE }),
    Max(MAX_VALUE, { message: VALUE_MESSAGE }),
  )
  value?: number;

  @ApiPropertyOptional({
    type: 'boolean',
    description:
      'true when the cart holds a free-delivery code: the charge is waived, and the total and cash on delivery are judged without it, as placing the order does',
  })
  @FormBoolean()
  @Checks(IsOptional(), IsBoolean({ message: 'freeDelivery must be true or false' }))
  freeDelivery?: boolean;
}

/** Whether and how the shop delivers an order of this value to this pincode (README, "Delivery"). */
export class DeliveryCheckDto {
  @ApiProperty({ example: '411001' })
  pincode!: string;

  @ApiProperty({ description: 'Whether the shop delivers there' })
  serviceable!: boolean;

  @ApiProperty({ description: 'Whether cash on delivery is available there for this value (within the COD limit)' })
  cod!: boolean;

  @ApiProperty({
    example: 49,
    description: 'The delivery charge for this value, in rupees (0: free, or waived by a free-delivery code)',
  })
  charge!: number;

  @ApiProperty({ example: 0, description: 'The cash-on-delivery fee, in rupees' })
  codFee!: number;

  @ApiProperty({
    type: 'number',
    nullable: true,
    example: 20000,
    description: 'The largest total payable in cash, or null',
  })
  codLimit!: number | null;

  @ApiProperty({ example: 1348, description: 'value + charge + codFee: what the order would cost, in rupees' })
  total!: number;

  @ApiProperty({ type: 'string', format: 'date', example: '2026-11-30', description: 'Ordered today, delivered by' })
  expectedDeliveryDate!: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'Why the order cannot be placed there, if it cannot' })
  message!: string | null;
}
