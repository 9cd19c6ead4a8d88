import { randomBytes } from 'node:crypto';
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import IORedis from 'ioredis';
import { loadConfig } from '../../config/app-config';
import { RateLimitStore } from './rate-limit-store';

const redisUrl = process.env.REDIS_URL;

/** A TCP relay to the real Redis that the test can cut and restore, as a network fault would. */
class CuttableLink {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket().connect(Number(this.target.port || 6379), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server!.close(resolve));
  }
}

(redisUrl ? describe : describe.skip)('rate limit counters when Redis goes away and comes back', () => {
  const prefix = `satchel-test-rl-${randomBytes(4).toString('hex')}`;
  let link: CuttableLink;
  let store: RateLimitStore;

  beforeAll(async () => {
    link = new CuttableLink(new URL(redisUrl!));
    await link.open();
    store = new RateLimitStore(
      loadConfig({
        REDIS_URL: `redis://127.0.0.1:${link.port}`,
        REDIS_PREFIX: prefix,
        JWT_SECRET: 's'.repeat(32),
      }),
    );
    for (let i = 0; i < 50 && store.isLocal; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  });
  afterAll(async () => {
    store.onApplicationShutdown();
    const redis = new IORedis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts in Redis, then in this process at once when the link drops, then in Redis again', async () => {
    expect(store.isLocal).toBe(false);
    const hits = async () => (await store.increment('client-a', 60_000, 100, 60_000, 'auth')).totalHits;
    expect([await hits(), await hits()]).toEqual([1, 2]);
    expect(await store.attempt('someone', 60_000)).toBe(1);
    expect(await store.attempts('someone')).toBe(1);

    await link.cut();
    const started = Date.now();
    // Counting goes on, here, without waiting for Redis.
    expect(await hits()).toBe(1);
    expect(await hits()).toBe(2);
    expect(await store.attempt('someone', 60_000)).toBe(1);
    expect(await store.attempts('someone')).toBe(1);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(store.isLocal).toBe(true);

    await link.open(); // the same port again
    for (let i = 0; i < 100 && store.isLocal; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.isLocal).toBe(false);
    expect(await hits()).toBe(3); // Redis kept its own count
    expect(await store.attempts('someone')).toBe(1);
    await store.succeeded('someone');
    expect(await store.attempts('someone')).toBe(0);
  });
});
