import { Module } from '@nestjs/common';
import { CategoriesModule } from '../modules/categories/categories.module';
import { CompanyModule } from '../modules/company/company.module';
import { LegalPagesModule } from '../modules/legal-pages/legal-pages.module';
import { ProductsModule } from '../modules/products/products.module';
import { DemoDataService } from './demo-data.service';

/** The demo shop loaded into an empty catalogue on first start. */
@Module({
  imports: [CategoriesModule, ProductsModule, CompanyModule, LegalPagesModule],
  providers: [DemoDataService],
  exports: [DemoDataService],
})
export class DemoModule {}
