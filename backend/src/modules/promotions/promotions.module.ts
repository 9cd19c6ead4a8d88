import { Module } from '@nestjs/common';
import { AdminDiscountCodesController } from './admin-discount-codes.controller';
import { DiscountCodesService } from './discount-codes.service';

/**
 * Promotions: discount codes (docs/product.md §18). The cart applies them and checkout counts
 * their uses in its one statement (decision 14); the orders module gives a cancelled order's use back.
 */
@Module({
  controllers: [AdminDiscountCodesController],
  providers: [DiscountCodesService],
  exports: [DiscountCodesService],
})
export class PromotionsModule {}
