import { ApiProperty } from '@nestjs/swagger';
import { PRODUCT_MESSAGES } from '@satchel/shared';

export class ImportProblemDto {
  @ApiProperty({ example: 3, description: 'The row as a spreadsheet numbers it: the header is 1' })
  row!: number;

  @ApiProperty({ example: 'original_price', description: 'The column; empty for the whole file' })
  column!: string;

  @ApiProperty({ example: PRODUCT_MESSAGES.priceFormat })
  message!: string;
}

/** What a dry run of a catalogue import found: nothing is written. */
export class ImportCheckDto {
  @ApiProperty({ example: 120, description: 'Products the file describes without problems' })
  products!: number;

  @ApiProperty({ example: 310, description: 'Their sizes (rows)' })
  variants!: number;

  @ApiProperty({ example: 20, description: 'Products no product of the shop is named like (in any case)' })
  newProducts!: number;

  @ApiProperty({ example: 100 })
  updatedProducts!: number;

  @ApiProperty({ type: [String], example: ['Bags > Clutches'], description: 'Categories the import would create' })
  newCategories!: string[];

  @ApiProperty({ type: [ImportProblemDto], description: 'Every problem; an import runs only without any' })
  problems!: ImportProblemDto[];
}
