import { Module, OnModuleInit } from '@nestjs/common';
import { RetentionSweeper } from '../../infra/jobs/retention-sweeper';
import { AdminWebhooksController } from './admin-webhooks.controller';
import { WebhookDeliveryJob } from './webhook-delivery.job';
import { WEBHOOK_LOG_RETENTION } from './webhook-log-retention';
import { WebhooksService } from './webhooks.service';

/**
 * Signed webhooks for integrators (Standard Webhooks): endpoints and their delivery log for the
 * back office; events come from database triggers through the outbox (webhook-delivery.job.ts).
 * The log keeps finished deliveries for WEBHOOK_LOG_KEPT_DAYS.
 */
@Module({
  controllers: [AdminWebhooksController],
  providers: [WebhooksService, WebhookDeliveryJob],
})
export class WebhooksModule implements OnModuleInit {
  constructor(private readonly sweeper: RetentionSweeper) {}

  onModuleInit(): void {
    this.sweeper.keep(WEBHOOK_LOG_RETENTION);
  }
}
