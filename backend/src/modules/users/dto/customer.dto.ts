import { ApiProperty, PickType } from '@nestjs/swagger';
import { UserDto } from './user.dto';

/** A registered customer as the back office lists them, with how many orders they placed. */
export class CustomerDto extends PickType(UserDto, [
  'id',
  'username',
  'email',
  'firstName',
  'lastName',
  'mobile',
  'createdAt',
] as const) {
  @ApiProperty({ example: 3 })
  orderCount!: number;
}
