import { Module } from '@nestjs/common';
import { AdminWebhooksController } from './admin-webhooks.controller';
import { WebhookDeliveryJob } from './webhook-delivery.job';
import { WebhooksService } from './webhooks.service';

/**
 * Signed webhooks for integrators (Standard Webhooks): endpoints and their delivery log for the
 * back office; events come from database triggers through the outbox (webhook-delivery.job.ts).
 */
@Module({
  controllers: [AdminWebhooksController],
  providers: [WebhooksService, WebhookDeliveryJob],
})
export class WebhooksModule {}
