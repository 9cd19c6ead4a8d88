import { EntityManager } from '@mikro-orm/postgresql';
import { Module, OnModuleInit } from '@nestjs/common';
import { RETURN_STATUSES } from '@satchel/shared';
import { MediaModule } from '../media/media.module';
import { MediaService } from '../media/media.service';
import { OrderEmailsService } from '../orders/order-emails.service';
import { OrdersModule } from '../orders/orders.module';
import { AdminReturnsController } from './admin-returns.controller';
import { OrderReturn } from './order-return.entity';
import { renderReturnEmail } from './return-email.template';
import { ReturnsController } from './returns.controller';
import { RETURN_EMAIL, ReturnsService } from './returns.service';

/**
 * Returns and refunds (docs/product.md §19): customers ask, staff approve or reject, receive
 * (restocking) and record the refund, with a credit note when the order was invoiced. Its e-mails
 * go out through the orders module's e-mail job, its webhooks from triggers on its tables.
 */
@Module({
  imports: [OrdersModule, MediaModule],
  controllers: [ReturnsController, AdminReturnsController],
  providers: [ReturnsService],
})
export class ReturnsModule implements OnModuleInit {
  constructor(
    private readonly media: MediaService,
    private readonly emails: OrderEmailsService,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    // A return keeps its photos.
    this.media.keepWhileReferenced('order_return_photos', 'upload_id');
    for (const status of RETURN_STATUSES) {
      this.emails.renderWith(RETURN_EMAIL[status], async (email, shop) => {
        const entity = await this.em.fork().findOneOrFail(OrderReturn, email.returnId!, {
          populate: ['user', 'order', 'lines.orderLine', 'creditNote'],
        });
        return renderReturnEmail(status, entity, shop);
      });
    }
  }
}
