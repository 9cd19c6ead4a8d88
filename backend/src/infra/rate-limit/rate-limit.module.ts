import { Module } from '@nestjs/common';
import { RateLimitStore } from './rate-limit-store';

/** The counters of the login and registration limits (see RateLimitStore). */
@Module({ providers: [RateLimitStore], exports: [RateLimitStore] })
export class RateLimitModule {}
