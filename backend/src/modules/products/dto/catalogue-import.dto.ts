import { ApiProperty } from '@nestjs/swagger';
import { PRODUCT_MESSAGES } from '@satchel/shared';
import { IMPORT_MESSAGES } from '../catalogue-import';
import { CatalogueImport, CatalogueImportStatus } from '../catalogue-import.entity';

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

  @ApiProperty({ example: 1, description: "The shop's products the file changes (a price, a size, the description…)" })
  updatedProducts!: number;

  @ApiProperty({
    example: 99,
    description: "The shop's products the file has as they are: importing leaves them alone",
  })
  unchangedProducts!: number;

  @ApiProperty({ type: [String], example: ['Bags > Clutches'], description: 'Categories the import would create' })
  newCategories!: string[];

  @ApiProperty({ type: [ImportProblemDto], description: 'Every problem; an import runs only without any' })
  problems!: ImportProblemDto[];
}

export class ImportFailureDto {
  @ApiProperty({ example: 'Aarav Clutch' })
  product!: string;

  @ApiProperty({ type: [Number], example: [14, 15], description: 'Its rows in the file' })
  rows!: number[];

  @ApiProperty({ example: IMPORT_MESSAGES.categoryElsewhere('Totes', 'Bags') })
  message!: string;
}

/** An import and how far its job has come; `failed` lists the products it left as they were. */
export class CatalogueImportDto {
  @ApiProperty({ example: 7 })
  id!: number;

  @ApiProperty({
    enum: CatalogueImportStatus,
    enumName: 'CatalogueImportStatus',
    example: CatalogueImportStatus.RUNNING,
    description:
      '`done`: every product was tried. `stopped`: its job gave up before the end (the database away ' +
      'for about 40 minutes); the products before `processed` were written, and importing the file again finishes it.',
  })
  status!: CatalogueImportStatus;

  @ApiProperty({ example: 120, description: 'Products in the file' })
  products!: number;

  @ApiProperty({ example: 45, description: 'Products tried so far: created, updated, unchanged or failed' })
  processed!: number;

  @ApiProperty({ example: 10 })
  created!: number;

  @ApiProperty({ example: 4, description: 'Products the file changed' })
  updated!: number;

  @ApiProperty({ example: 30, description: 'Products the file had as they were: nothing written' })
  unchanged!: number;

  @ApiProperty({ type: [ImportFailureDto] })
  failed!: ImportFailureDto[];

  @ApiProperty({ example: '2026-11-25T10:00:00.000Z' })
  createdAt!: string;

  @ApiProperty({ nullable: true, type: String, example: null })
  finishedAt!: string | null;

  static of(job: CatalogueImport): CatalogueImportDto {
    return {
      id: job.id,
      status: job.status,
      products: job.products,
      processed: job.processed,
      created: job.created,
      updated: job.updated,
      // The rest of those tried: the cursor counts them, no column of their own.
      unchanged: job.processed - job.created - job.updated - job.failures.length,
      failed: job.failures,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    };
  }
}
