import { MikroORM } from '@mikro-orm/core';
import { Global, Module, OnModuleInit } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLog } from './audit-log.service';
import { AuditSubscriber } from './audit.subscriber';

/**
 * The audit log (docs/product.md §15). Global: any module may record what the ORM does not see
 * (AuditLog.record); what staff change through the ORM is recorded by the AuditSubscriber.
 */
@Global()
@Module({
  controllers: [AuditLogController],
  providers: [AuditLog],
  exports: [AuditLog],
})
export class AuditModule implements OnModuleInit {
  constructor(private readonly orm: MikroORM) {}

  onModuleInit(): void {
    this.orm.em.getEventManager().registerSubscriber(new AuditSubscriber());
  }
}
