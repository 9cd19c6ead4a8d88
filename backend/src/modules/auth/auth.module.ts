import { createSecretKey } from 'node:crypto';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { resolveJwtSecret } from './jwt-secret';
import { TokenService } from './token.service';

@Module({
  imports: [
    UsersModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => ({
        // A secret KeyObject: given a string, jsonwebtoken first tries it as a PEM public (or
        // private) key on every verify (and sign), which throws before it falls back to HMAC.
        secret: createSecretKey(Buffer.from(await resolveJwtSecret(config), 'utf8')),
        signOptions: { algorithm: 'HS256', expiresIn: config.jwt.ttlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
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
  providers: [AuthService, TokenService, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [TokenService, AuthService],
})
export class AuthModule {}
