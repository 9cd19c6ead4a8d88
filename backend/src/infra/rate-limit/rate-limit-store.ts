import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import IORedis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { InjectConfig } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Accounts whose login attempts are counted in memory at most (while Redis is away, or without it). */
const MEMORY_COUNTERS = 100_000;

/**
 * The counters behind the login and registration limits: in Redis when there is one, so every
 * replica shares them, else in this process. While Redis is unreachable, counting goes on in
 * this process (logged once per outage) instead of failing logins: commands fail at once rather
 * than queueing (no offline queue, one retry), and shutdown never waits for Redis.
 *
 * Two kinds: `increment` is @nestjs/throttler's per-address limit; `attempt` counts login
 * attempts per account, until one succeeds.
 */
@Injectable()
export class RateLimitStore implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimits');
  private readonly redis?: IORedis;
  private readonly shared?: ThrottlerStorageRedisService;
  private readonly local = new ThrottlerStorageService();
  private readonly localFailures = new LRUCache<string, { count: number }>({
    max: MEMORY_COUNTERS,
    ttlAutopurge: false,
  });
  private outage = false;

  constructor(@InjectConfig() config: AppConfig) {
    if (!config.redisUrl) return;
    this.redis = new IORedis(config.redisUrl, {
      keyPrefix: `${config.redisPrefix}:throttle:`,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
    });
    this.redis.on('error', (error: Error) => this.lost(error));
    this.redis.on('ready', () => {
      if (this.outage) this.logger.log('Redis is back: rate limits are shared again');
      this.outage = false;
    });
    this.shared = new ThrottlerStorageRedisService(this.redis);
  }

  /** Whether counters are kept in this process only right now. */
  get isLocal(): boolean {
    return !this.redis || this.redis.status !== 'ready';
  }

  /**
   * Whether the counters are shared, waiting up to `timeoutMs` for Redis to connect: for a
   * command-line tool, whose first command would otherwise find it still connecting and count
   * (or clear) in its own short-lived process.
   */
  async sharedWithin(timeoutMs: number): Promise<boolean> {
    const redis = this.redis;
    if (!redis) return false;
    if (redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (ready: boolean) => {
        clearTimeout(timer);
        redis.off('ready', onReady);
        resolve(ready);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      redis.once('ready', onReady);
    });
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    return this.either(
      () => this.shared!.increment(key, ttl, limit, blockDuration, throttlerName),
      () => this.local.increment(key, ttl, limit, blockDuration, throttlerName),
    );
  }

  /**
   * Counts a login attempt on this account before its password is checked, and answers how many
   * there have been within the window (this one included; the window starts with the first).
   * The count is taken in one atomic step (Redis INCR, or a synchronous update here), so attempts
   * made at the same moment each get a number of their own and none checks a password past the
   * limit: counting after the slow check let a burst through whole.
   */
  async attempt(account: string, windowMs: number): Promise<number> {
    return this.either(
      async () => {
        const key = failureKey(account);
        const [[error, count]] = (await this.redis!.multi().incr(key).pexpire(key, windowMs, 'NX').exec()) as [
          [Error | null, number],
        ];
        // Failed in Redis: counted here instead (either), never taken as no count at all.
        if (error) throw error;
        return count;
      },
      async () => {
        const entry = this.localFailures.get(account);
        if (entry) return ++entry.count;
        this.localFailures.set(account, { count: 1 }, { ttl: windowMs });
        return 1;
      },
    );
  }

  /** Attempts counted for this account within the window. */
  async attempts(account: string): Promise<number> {
    return this.either(
      async () => Number((await this.redis!.get(failureKey(account))) ?? 0),
      async () => this.localFailures.get(account)?.count ?? 0,
    );
  }

  /** A successful login clears the count. */
  async succeeded(account: string): Promise<void> {
    this.localFailures.delete(account);
    await this.either(
      async () => void (await this.redis!.del(failureKey(account))),
      async () => undefined,
    );
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
    this.redis?.disconnect(); // never waits for an unreachable server
  }

  private async either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.isLocal) return local();
    try {
      return await shared();
    } catch (error) {
      this.lost(error as Error);
      return local();
    }
  }

  private lost(error: Error): void {
    if (this.outage) return;
    this.outage = true;
    this.logger.warn(`Redis unreachable (${error.message}): rate limits count in this process until it is back`);
  }
}

function failureKey(account: string): string {
  return `login-failures:${account}`;
}
