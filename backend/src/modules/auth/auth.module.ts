import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RateLimitModule } from '../../infra/rate-limit/rate-limit.module';
import { RateLimitStore } from '../../infra/rate-limit/rate-limit-store';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService, TOO_MANY_ATTEMPTS } from './auth.service';
import { PasswordController } from './password.controller';
import { PasswordResetEmailJob } from './password-reset-email.job';
import { PasswordResetService } from './password-reset.service';
import { TokenModule } from './token.module';

@Module({
  imports: [
    UsersModule,
    TokenModule,
    // Login and registration are rate-limited per client address (and failed logins per account,
    // see AuthService); the counters live in Redis when there is one, so every replica shares them.
    ThrottlerModule.forRootAsync({
      imports: [RateLimitModule],
      inject: [APP_CONFIG, RateLimitStore],
      useFactory: (config: AppConfig, store: RateLimitStore) => ({
        throttlers: [{ name: 'auth', limit: config.authRateLimit.limit, ttl: config.authRateLimit.ttlMs }],
        errorMessage: TOO_MANY_ATTEMPTS,
        storage: store,
      }),
    }),
    RateLimitModule,
  ],
  controllers: [AuthController, PasswordController],
  providers: [AuthService, PasswordResetService, PasswordResetEmailJob, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [TokenModule, AuthService],
})
export class AuthModule {}
