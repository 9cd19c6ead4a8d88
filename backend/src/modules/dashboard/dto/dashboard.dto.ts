import { ApiProperty } from '@nestjs/swagger';

export class SalesDayDto {
  @ApiProperty({ example: '2026-11-22', description: "A day of the shop's calendar (India)" })
  date!: string;

  @ApiProperty({ example: 3, description: 'Orders placed that day, canceled ones included' })
  orders!: number;

  @ApiProperty({ example: 5997, description: "Rupees of that day's orders that were not canceled" })
  revenue!: number;

  @ApiProperty({ example: 914.8, description: 'The GST included in that revenue, in rupees' })
  tax!: number;

  @ApiProperty({ example: 150, description: 'What discount codes took off those orders, in rupees' })
  codeDiscounts!: number;

  @ApiProperty({ example: 999, description: 'Refunds of returns paid that day, in rupees' })
  refunds!: number;
}

/** The back office's first page: docs/product.md §13's tiles and the last 30 days of sales. */
export class DashboardDto {
  @ApiProperty()
  categories!: number;

  @ApiProperty()
  products!: number;

  @ApiProperty({ description: 'Orders waiting to be shipped' })
  pendingOrders!: number;

  @ApiProperty({ description: 'Registered customers' })
  customers!: number;

  @ApiProperty({ description: 'Returns requested, approved or received: waiting for a step by staff' })
  openReturns!: number;

  @ApiProperty({ example: 'Satchel', description: "The company's name; empty until the admin saves it" })
  companyName!: string;

  @ApiProperty({ type: [SalesDayDto], description: 'The last 30 days, oldest first, today last' })
  days!: SalesDayDto[];
}
