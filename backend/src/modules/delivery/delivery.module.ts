import { Module } from '@nestjs/common';
import { AdminDeliveryController, DeliveryController } from './delivery.controller';
import { DeliveryService } from './delivery.service';

/** Delivery charges, serviceable pincodes and COD rules (README, "Delivery"). */
@Module({
  controllers: [DeliveryController, AdminDeliveryController],
  providers: [DeliveryService],
  exports: [DeliveryService],
})
export class DeliveryModule {}
