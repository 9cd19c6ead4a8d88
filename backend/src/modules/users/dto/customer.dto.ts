import { ApiProperty } from '@nestjs/swagger';

/** A registered customer as the back office lists them, with how many orders they placed. */
export class CustomerDto {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({ example: 'asha' })
  username!: string;

  @ApiProperty({ example: 'asha@example.com' })
  email!: string;

  @ApiProperty({ example: 'Asha' })
  firstName!: string;

  @ApiProperty({ example: 'Rao' })
  lastName!: string;

  @ApiProperty({ type: 'string', nullable: true, example: '9876543210' })
  mobile!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ example: 3 })
  orderCount!: number;
}
