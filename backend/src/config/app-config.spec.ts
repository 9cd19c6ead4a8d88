import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives the embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      jwt: { secret: undefined, ttlSeconds: 7 * 86400 },
      publicUrl: 'http://localhost:3000',
      runWorkers: true,
      authRateLimit: { limit: 10, ttlMs: 60_000 },
    });
    expect(config.dataDir).toMatch(/\/var$/);
  });

  it('reads the scale-out settings', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://satchel@db:5432/satchel',
      REDIS_URL: 'redis://redis:6379',
      JWT_SECRET: 's'.repeat(32),
      JWT_TTL: '12h',
      ADMIN_EMAIL: 'owner@shop.in',
      ADMIN_PASSWORD: 'long-enough',
      SMTP_URL: 'smtp://mail:1025',
      PUBLIC_URL: 'https://shop.example/',
      RUN_WORKERS: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      jwt: { ttlSeconds: 43200 },
      admin: { email: 'owner@shop.in', password: 'long-enough' },
      publicUrl: 'https://shop.example',
      runWorkers: false,
    });
  });

  it('names every bad variable in one clear message', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        JWT_SECRET: 'too-short',
        JWT_TTL: 'forever',
        ADMIN_EMAIL: 'owner@shop.in',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      [
        'Invalid configuration:',
        '  PORT: must be a number',
        '  DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
        '  JWT_SECRET: must be at least 32 bytes (256 bits); generate one with `openssl rand -base64 48`',
        '  JWT_TTL: must be a positive duration such as 3600, 90m, 12h or 7d',
        '  ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all',
      ].join('\n'),
    );
  });
});
