import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { MediaModule } from '../media/media.module';
import { AdminProductsController } from './admin-products.controller';
import { CatalogueCsvController } from './catalogue-csv.controller';
import { CatalogueExportService } from './catalogue-export.service';
import { CatalogueImportJob } from './catalogue-import.job';
import { CatalogueImportService } from './catalogue-import.service';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [CategoriesModule, MediaModule],
  // CatalogueCsvController before AdminProductsController: its /export is not a product id.
  controllers: [ProductsController, CatalogueCsvController, AdminProductsController],
  providers: [ProductsService, CatalogueExportService, CatalogueImportService, CatalogueImportJob],
  exports: [ProductsService],
})
export class ProductsModule {}
