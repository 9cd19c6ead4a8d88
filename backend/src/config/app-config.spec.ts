import { availableParallelism } from 'node:os';
import { ConfigError, defaultPoolSize, loadConfig, PUBLISHED_SECRETS } from './app-config';

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
      mailRetryMs: 5000,
    });
    expect(config.dataDir).toMatch(/\/var$/);
  });

  it('refuses REDIS_URL without JWT_SECRET: replicas must share one, or each refuses the others’ tokens', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://redis:6379' })).toThrow(
      /JWT_SECRET: required with REDIS_URL; set the same value on every API replica/,
    );
    expect(() => loadConfig({ REDIS_URL: 'redis://redis:6379', JWT_SECRET: 'short' })).toThrow(/at least 32 bytes/);
    expect(loadConfig({ REDIS_URL: 'redis://redis:6379', JWT_SECRET: 's'.repeat(32) }).jwt.secret).toHaveLength(32);
  });

  it('refuses the JWT_SECRET and ADMIN_PASSWORD that docker-compose.yml used to fall back to', () => {
    const composeDefaults = {
      REDIS_URL: 'redis://redis:6379',
      JWT_SECRET: 'change-me-to-48-random-bytes-openssl-rand-base64-48',
      ADMIN_EMAIL: 'admin@satchel.local',
      ADMIN_PASSWORD: 'change-me-now',
    };
    const attempt = () => loadConfig(composeDefaults);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      [
        'Invalid configuration:',
        '  JWT_SECRET: is a published example value, so anyone could sign tokens with it; generate a secret of your own with `openssl rand -base64 48`',
        '  ADMIN_PASSWORD: is a published example value, so anyone could log in as the admin; choose a password of your own, e.g. `openssl rand -base64 18`',
      ].join('\n'),
    );
    // Values of one's own still pass.
    const own = loadConfig({ ...composeDefaults, JWT_SECRET: 'k'.repeat(48), ADMIN_PASSWORD: 'change-me-later' });
    expect(own).toMatchObject({ jwt: { secret: 'k'.repeat(48) }, admin: { password: 'change-me-later' } });
  });

  it('refuses every published example secret, with or without surrounding spaces', () => {
    expect(PUBLISHED_SECRETS).toEqual(
      expect.arrayContaining(['change-me-to-48-random-bytes-openssl-rand-base64-48', 'change-me-now', 'a long secret']),
    );
    for (const value of PUBLISHED_SECRETS) {
      expect(() => loadConfig({ ADMIN_EMAIL: 'owner@shop.in', ADMIN_PASSWORD: ` ${value} ` })).toThrow(
        /ADMIN_PASSWORD: is a published example value/,
      );
      expect(() => loadConfig({ JWT_SECRET: value })).toThrow(/JWT_SECRET: (is a published example value|must be)/);
    }
    // The README's example admin password, in full: it is long enough, so only its publication refuses it.
    expect(() => loadConfig({ ADMIN_EMAIL: 'you@example.com', ADMIN_PASSWORD: 'a long secret' })).toThrow(
      [
        'Invalid configuration:',
        '  ADMIN_PASSWORD: is a published example value, so anyone could log in as the admin; choose a password of your own, e.g. `openssl rand -base64 18`',
      ].join('\n'),
    );
  });

  it('reads SHUTDOWN_DRAIN_MS (0 by default: no balancer to drain from)', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '3000' }).shutdownDrainMs).toBe(3000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it('reads SHUTDOWN_GRACE_MS (10 s by default)', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '500' }).shutdownGraceMs).toBe(500);
    expect(() => loadConfig({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
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

  it('keeps at most twice the cores in connections to PostgreSQL unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(2 * availableParallelism());
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow('DATABASE_POOL_SIZE: must be a number');
    // A host of many cores still gets a size the setting accepts.
    expect([defaultPoolSize(1), defaultPoolSize(8), defaultPoolSize(64)]).toEqual([2, 16, 100]);
  });

  it('reads the first e-mail retry delay, within bounds', () => {
    expect(loadConfig({ MAIL_RETRY_MS: '250' }).mailRetryMs).toBe(250);
    expect(() => loadConfig({ MAIL_RETRY_MS: 'soon' })).toThrow(/MAIL_RETRY_MS/);
    expect(() => loadConfig({ MAIL_RETRY_MS: '0' })).toThrow(/MAIL_RETRY_MS/);
  });

  it('keeps uploads on disk and loads the demo shop only when embedded, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ s3: undefined, demoData: true });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/satchel' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/satchel', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('reads an S3 bucket, path-style when an endpoint is given', () => {
    expect(loadConfig({ S3_BUCKET: 'shop' }).s3).toEqual({
      bucket: 'shop',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'shop',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_REGION: 'ap-south-1',
      }).s3,
    ).toMatchObject({ endpoint: 'http://minio:9000', region: 'ap-south-1', forcePathStyle: true, accessKeyId: 'key' });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      [
        'Invalid configuration:',
        '  S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
        '  S3_BUCKET: required when other S3_* variables are set',
      ].join('\n'),
    );
  });

  it('reads the other origins allowed to call the API, none by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://admin.example.com, http://localhost:5174 ' }).corsOrigins).toEqual([
      'https://admin.example.com',
      'http://localhost:5174',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://admin.example.com/path' })).toThrow(/CORS_ORIGINS: must be/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS: must be/);
  });

  it('trusts no proxy unless TRUST_PROXY names them: a hop count or a list of ranges and addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' loopback, 10.0.0.0/8 ,fd00::1 ' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY: must be a hop count/);
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
