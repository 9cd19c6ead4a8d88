import { Module, OnModuleInit } from '@nestjs/common';
import { AddressesModule } from '../addresses/addresses.module';
import { CartModule } from '../cart/cart.module';
import { CompanyModule } from '../company/company.module';
import { MediaModule } from '../media/media.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { MediaService } from '../media/media.service';
import { AdminOrdersController } from './admin-orders.controller';
import { OrderEmailJob } from './order-email.job';
import { OrderEmailsService } from './order-emails.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { TaxDocumentsService } from './tax-documents.service';

/** Checkout, order history, status changes, the e-mails about them, and the tax invoices and credit notes they issue. */
@Module({
  imports: [CartModule, AddressesModule, CompanyModule, MediaModule, PromotionsModule],
  controllers: [OrdersController, AdminOrdersController],
  providers: [OrdersService, OrderEmailsService, OrderEmailJob, TaxDocumentsService],
  exports: [OrdersService, OrderEmailsService, TaxDocumentsService],
})
export class OrdersModule implements OnModuleInit {
  constructor(private readonly media: MediaService) {}

  onModuleInit(): void {
    // A placed order keeps showing its picture after the product is deleted.
    this.media.keepWhileReferenced('order_lines', 'image_id');
  }
}
