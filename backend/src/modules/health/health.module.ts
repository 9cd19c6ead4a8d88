import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { Lifecycle } from '../../infra/web/lifecycle';

@Module({ controllers: [HealthController], providers: [Lifecycle], exports: [Lifecycle] })
export class HealthModule {}
