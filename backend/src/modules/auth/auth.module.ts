import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { TokenModule } from './token.module';

@Module({
  imports: [
    UsersModule,
    TokenModule,
    // Login and registration are rate-limited per client address; the counters live in Redis
    // when there is one, so every replica shares them.
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'auth', limit: config.authRateLimit.limit, ttl: config.authRateLimit.ttlMs }],
        errorMessage: 'Too many attempts. Please wait a minute and try again.',
        storage: config.redisUrl
          ? new ThrottlerStorageRedisService(config.redisUrl, {
              keyPrefix: `${config.redisPrefix}:throttle:`,
              maxRetriesPerRequest: 2,
            })
          : undefined,
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [TokenModule, AuthService],
})
export class AuthModule {}
