import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { OpsSessionController } from './ops-session.controller';

@Module({ imports: [AuthModule], controllers: [OpsSessionController] })
export class OpsModule {}
