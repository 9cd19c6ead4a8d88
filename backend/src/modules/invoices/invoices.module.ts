import { Module } from '@nestjs/common';
import { CompanyModule } from '../company/company.module';
import { OrdersModule } from '../orders/orders.module';
import { InvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';

/** The invoice of each order, as a PDF for its shopper and the admins. */
@Module({
  imports: [OrdersModule, CompanyModule],
  controllers: [InvoicesController],
  providers: [InvoicesService],
})
export class InvoicesModule {}
