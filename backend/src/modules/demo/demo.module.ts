import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { CompanyModule } from '../company/company.module';
import { LegalPagesModule } from '../legal-pages/legal-pages.module';
import { ProductsModule } from '../products/products.module';
import { DemoDataService } from './demo-data.service';

/** The demo shop loaded into an empty catalogue on first start. */
@Module({
  imports: [CategoriesModule, ProductsModule, CompanyModule, LegalPagesModule],
  providers: [DemoDataService],
  exports: [DemoDataService],
})
export class DemoModule {}
