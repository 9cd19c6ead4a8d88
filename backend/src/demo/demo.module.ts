import { Module } from '@nestjs/common';
import { AddressesModule } from '../modules/addresses/addresses.module';
import { CartModule } from '../modules/cart/cart.module';
import { CategoriesModule } from '../modules/categories/categories.module';
import { CompanyModule } from '../modules/company/company.module';
import { LegalPagesModule } from '../modules/legal-pages/legal-pages.module';
import { OrdersModule } from '../modules/orders/orders.module';
import { ProductsModule } from '../modules/products/products.module';
import { UsersModule } from '../modules/users/users.module';
import { DemoDataService } from './demo-data.service';
import { DemoOrdersService } from './demo-orders.service';

/** The demo shop loaded into an empty catalogue on first start, with a month of orders. */
@Module({
  imports: [
    CategoriesModule,
    ProductsModule,
    CompanyModule,
    LegalPagesModule,
    UsersModule,
    AddressesModule,
    CartModule,
    OrdersModule,
  ],
  providers: [DemoDataService, DemoOrdersService],
  exports: [DemoDataService],
})
export class DemoModule {}
