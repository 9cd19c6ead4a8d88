import { shopDate } from '@satchel/shared';
import { Controller, Get, HttpCode, Post, Res, UploadedFiles } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-response.dto';
import type { Response } from 'express';
import { CurrentUser, Staff } from '../../common/http/access';
import { IdParam } from '../../common/http/id-param';
import { User } from '../users/user.entity';
import { CATALOGUE_CSV_COLUMNS } from './catalogue-csv';
import { CatalogueExportService } from './catalogue-export.service';
import { CatalogueImportService } from './catalogue-import.service';
import { CatalogueImportDto, ImportCheckDto } from './dto/catalogue-import.dto';
import { MultipartForm, UploadedFileMap } from '../media/multipart';

/**
 * The catalogue as CSV for the back office. Registered before AdminProductsController (the
 * module's list), so that /admin/products/export is not taken for a product id.
 */
@ApiTags('admin')
@Controller('admin/products')
@Staff('catalogue')
export class CatalogueCsvController {
  constructor(
    private readonly catalogueExport: CatalogueExportService,
    private readonly catalogueImport: CatalogueImportService,
  ) {}

  @Get('export')
  @ApiOperation({
    summary: 'The whole catalogue as CSV: one row per size, streamed',
    description: `Columns: ${CATALOGUE_CSV_COLUMNS.join(', ')}. Prices in rupees with two decimals (an empty discount_price for none); category_path is the category's names from the top, joined by " > "; images are the pictures' file names, joined by "|"; sold_at_export is the units of the size in orders not cancelled, for the import to take off what sells after the export.`,
    operationId: 'adminExportProducts',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV, with a header row', schema: { type: 'string' } })
  async export(@Res() response: Response): Promise<void> {
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="products-${shopDate(new Date())}.csv"`);
    await this.catalogueExport.writeCsv(response);
  }

  @Post('import/check')
  @HttpCode(200)
  @MultipartForm({ name: 'file', maxCount: 1, tooMany: 'Upload one CSV file.' })
  @ApiOperation({
    summary: 'Dry run of a catalogue import: every problem by row and column, and what it would create; writes nothing',
    description: `The file is the export's CSV (its columns; images is ignored). Rows of one product (by name, any case) share its name, category_path, description and is_best_seller.`,
    operationId: 'adminCheckProductImport',
  })
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiOkResponse({ type: ImportCheckDto })
  @ApiErrors(400, 413)
  check(@UploadedFiles() files: UploadedFileMap = {}): Promise<ImportCheckDto> {
    return this.catalogueImport.check(files.file?.[0]?.buffer);
  }

  @Post('import')
  @HttpCode(202)
  @MultipartForm({ name: 'file', maxCount: 1, tooMany: 'Upload one CSV file.' })
  @ApiOperation({
    summary: 'Imports a catalogue CSV as a job: creates or updates each product by name, atomically per product',
    description:
      'The file must pass the dry run (POST /admin/products/import/check) without a problem, else 400. Products are matched by name in any case; missing categories along category_path are created; each product gets exactly the sizes (by size and colour) its rows list; pictures are left as they are (a new product starts without). Stock is what can still be sold (pending orders have already taken theirs). Where a row has sold_at_export (as exported), a size the shop has gets the stock in the file less the units sold since the export (orders placed since, less those cancelled since; within 0 and the stock limit), so the same file imported twice gives the same stock; without it, stock is set as written. Follow the import with GET /admin/products/imports/{id}.',
    operationId: 'adminImportProducts',
  })
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiAcceptedResponse({ type: CatalogueImportDto })
  @ApiErrors(400, 413)
  start(@UploadedFiles() files: UploadedFileMap = {}, @CurrentUser() admin: User): Promise<CatalogueImportDto> {
    return this.catalogueImport.start(files.file?.[0]?.buffer, admin.id);
  }

  @Get('imports/:id')
  @ApiOperation({
    summary: 'How far an import has come, and once done what it created, updated and could not write',
    operationId: 'adminGetProductImport',
  })
  @ApiOkResponse({ type: CatalogueImportDto })
  @ApiErrors(404)
  get(@IdParam() id: number): Promise<CatalogueImportDto> {
    return this.catalogueImport.get(id);
  }
}
