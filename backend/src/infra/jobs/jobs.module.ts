import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { BullmqJobRuntime } from './bullmq-job-runtime';
import { InProcessJobRuntime } from './in-process-job-runtime';
import { JobRegistry } from './job-registry';
import { JobRuntime } from './job-runtime';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxService } from './outbox.service';
import { RetentionSweeper } from './retention-sweeper';

/** The jobs runtime, chosen once at start: BullMQ when REDIS_URL is set, in-process otherwise. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: JobsModule,
      imports: [MikroOrmModule.forFeature([OutboxMessage])],
      providers: [
        JobRegistry,
        OutboxService,
        RetentionSweeper,
        { provide: JobRuntime, useClass: config.redisUrl ? BullmqJobRuntime : InProcessJobRuntime },
      ],
      exports: [JobRegistry, OutboxService, JobRuntime, RetentionSweeper],
    };
  }
}
