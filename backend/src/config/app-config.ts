import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from '@satchel/shared';

/** Everything Satchel reads from its environment, validated once at start. */
export interface AppConfig {
  port: number;
  dataDir: string;
  /** Absent: an embedded PGlite under `dataDir/db`. */
  databaseUrl?: string;
  /** Connections this process keeps to PostgreSQL at most (the embedded database has one). */
  databasePoolSize: number;
  /** Absent: jobs drain in-process from the outbox and rate limits are per process. */
  redisUrl?: string;
  /** Namespaces every Redis key (queues, rate limits), so deployments and test runs never mix. */
  redisPrefix: string;
  jwt: {
    /** Absent: generated once and kept under `dataDir`. */
    secret?: string;
    ttlSeconds: number;
  };
  admin?: { email: string; password: string };
  smtpUrl?: string;
  mailFrom: string;
  /** First retry delay of an e-mail that could not be sent; each later one doubles, up to an hour. */
  mailRetryMs: number;
  /** How long a sender's claim on an e-mail lasts (longer than SMTP's connect and send timeouts together). */
  mailLeaseMs: number;
  /** BullMQ's lock on a running job; a job whose worker died runs again within about twice this. */
  jobLockMs: number;
  /** After SIGTERM: how long readiness says no while requests are still served, before the listener closes. */
  shutdownDrainMs: number;
  /** After the drain: how long requests in flight may take before their connections are cut. */
  shutdownGraceMs: number;
  /** /metrics: on the main port behind a bearer token, and/or on a port of its own; off with neither. */
  metrics: { token?: string; port?: number; host: string };
  publicUrl: string;
  /** Whether this process drains job queues; API replicas of a scale-out deployment turn it off. */
  runWorkers: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** pretty: one readable, coloured line per entry (a terminal); json: one JSON object per line (everything else). */
  logFormat: 'pretty' | 'json';
  authRateLimit: { limit: number; ttlMs: number };
  /** Absent: uploads are kept on local disk under `dataDir/uploads`. */
  s3?: S3Config;
  /** Whether an empty catalogue is filled with the demo shop on start (default: on when embedded). */
  demoData: boolean;
  /** Webhook delivery: see README, Webhooks. */
  webhooks: {
    /** Lets endpoints on loopback and private networks through the SSRF check (tests, a private receiver). */
    allowPrivate: boolean;
    timeoutMs: number;
    /** The first retry's delay; each later one is 4 times longer, up to 8 hours (about 27 hours over 9 attempts). */
    retryMs: number;
    attempts: number;
    /** Failed attempts in a row after which an endpoint is paused and its staff are e-mailed. */
    pauseAfter: number;
  };
  /** Other origins whose browser apps may call the API (CORS); empty: same origin only. */
  corsOrigins: string[];
  /** Bytes the catalogue response cache may hold (0: no cache). */
  catalogueCacheBytes: number;
  /**
   * Which proxies' X-Forwarded-For to believe (Express's `trust proxy`): false trusts none, so a
   * client cannot pick the address that rate limits count; a number trusts that many hops.
   */
  trustProxy: false | number | string[];
}

export interface S3Config {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2…); absent for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/**
 * Secrets and passwords that have been published as defaults or examples (the compose file's old
 * fall-backs, the README's), refused as JWT_SECRET or ADMIN_PASSWORD: anyone could sign tokens
 * with such a secret, or log in as the owner with such a password.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'change-me-to-48-random-bytes-openssl-rand-base64-48',
  'change-me-now',
  'a long secret',
];

const notPublished = (v: string | undefined) => v === undefined || !PUBLISHED_SECRETS.includes(v);

const DURATION = /^(\d+)\s*([smhd]?)$/;
const UNIT_SECONDS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86400 };

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWithScheme = (schemes: string[]) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return schemes.includes(new URL(v).protocol.replace(/:$/, ''));
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}` },
  );

/** A TRUST_PROXY list as proxy-addr (Express) reads it, or the reason it cannot. */
function proxyListProblem(list: string[]): string | undefined {
  try {
    proxyAddr.compile(list);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The most DATABASE_POOL_SIZE may be, and so its default too. */
const MAX_POOL_SIZE = 100;

/**
 * Twice this host's cores (at most MAX_POOL_SIZE): a PostgreSQL backend runs on one core, and more
 * statements at once than about twice the cores only switch between them (docs/performance.md,
 * Connection pool).
 */
export function defaultPoolSize(cores = availableParallelism()): number {
  return Math.min(MAX_POOL_SIZE, 2 * cores);
}

const schema = z.object({
  PORT: z.coerce.number({ invalid_type_error: 'must be a number' }).int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./var'),
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql']),
  DATABASE_POOL_SIZE: z.coerce
    .number({ invalid_type_error: 'must be a number' })
    .int()
    .min(1)
    .max(MAX_POOL_SIZE)
    .default(defaultPoolSize()),
  REDIS_URL: urlWithScheme(['redis', 'rediss']),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
    .default('satchel'),
  JWT_SECRET: optionalString
    .refine((v) => v === undefined || Buffer.byteLength(v) >= 32, {
      message: 'must be at least 32 bytes (256 bits); generate one with `openssl rand -base64 48`',
    })
    .refine(notPublished, {
      message:
        'is a published example value, so anyone could sign tokens with it; generate a secret of your own with `openssl rand -base64 48`',
    }),
  JWT_TTL: z
    .string()
    .trim()
    .default('7d')
    .refine((v) => DURATION.test(v) && Number(DURATION.exec(v)![1]) > 0, {
      message: 'must be a positive duration such as 3600, 90m, 12h or 7d',
    }),
  ADMIN_EMAIL: optionalString.refine((v) => v === undefined || z.string().email().safeParse(v).success, {
    message: 'must be an e-mail address',
  }),
  ADMIN_PASSWORD: optionalString
    .refine((v) => v === undefined || passwordProblem(v) === undefined, {
      message: `must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`,
    })
    .refine(notPublished, {
      message:
        'is a published example value, so anyone could log in as the admin; choose a password of your own, e.g. `openssl rand -base64 18`',
    }),
  SMTP_URL: urlWithScheme(['smtp', 'smtps']),
  MAIL_FROM: z.string().trim().min(3).default('Satchel <no-reply@satchel.local>'),
  MAIL_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  MAIL_LEASE_MS: z.coerce.number().int().min(60_000).max(3_600_000).default(120_000),
  JOB_LOCK_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ invalid_type_error: 'must be a number' }).int().min(1).max(65535).optional(),
  ),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  SHUTDOWN_DRAIN_MS: z.coerce.number({ invalid_type_error: 'must be a number' }).int().min(0).max(60_000).default(0),
  SHUTDOWN_GRACE_MS: z.coerce
    .number({ invalid_type_error: 'must be a number' })
    .int()
    .min(0)
    .max(600_000)
    .default(10_000),
  PUBLIC_URL: urlWithScheme(['http', 'https']),
  RUN_WORKERS: z.enum(['true', 'false'], { message: 'must be true or false' }).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  AUTH_RATE_LIMIT: z
    .string()
    .trim()
    .default('10/60')
    .refine((v) => /^\d+\/\d+$/.test(v) && !v.startsWith('0'), {
      message: 'must be ATTEMPTS/SECONDS, for example 10/60',
    }),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: urlWithScheme(['http', 'https']),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  DEMO_DATA: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'),
  WEBHOOK_TIMEOUT_MS: z.coerce
    .number({ invalid_type_error: 'must be a number' })
    .int()
    .min(100)
    .max(60_000)
    .default(10_000),
  WEBHOOK_RETRY_MS: z.coerce
    .number({ invalid_type_error: 'must be a number' })
    .int()
    .min(10)
    .max(3_600_000)
    .default(30_000),
  WEBHOOK_ATTEMPTS: z.coerce.number({ invalid_type_error: 'must be a number' }).int().min(1).max(20).default(9),
  WEBHOOK_PAUSE_AFTER: z.coerce.number({ invalid_type_error: 'must be a number' }).int().min(1).max(1000).default(20),
  CATALOGUE_CACHE_MB: z.coerce.number({ invalid_type_error: 'must be a number' }).min(0).max(4096).default(64),
  TRUST_PROXY: optionalString.superRefine((v, context) => {
    if (v === undefined || /^([1-9]|10)$/.test(v)) return;
    const problem = proxyListProblem(v.split(',').map((part) => part.trim()));
    if (problem) {
      context.addIssue({
        code: 'custom',
        message: `must be a hop count (1-10) or a comma-separated list of loopback, linklocal, uniquelocal, addresses and subnets (${problem})`,
      });
    }
  }),
  CORS_ORIGINS: z
    .string()
    .trim()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine((origins) => origins.every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)), {
      message: 'must be a comma-separated list of origins such as https://admin.example.com (no path)',
    }),
});

function durationSeconds(value: string): number {
  const [, amount, unit] = DURATION.exec(value)!;
  return Number(amount) * UNIT_SECONDS[unit];
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  /** Whether standard output is a terminal: the log format's default. */
  terminal = Boolean(process.stdout.isTTY),
): AppConfig {
  const parsed = schema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (Boolean(env.ADMIN_EMAIL?.trim()) !== Boolean(env.ADMIN_PASSWORD?.trim())) {
    const missing = env.ADMIN_EMAIL?.trim() ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    problems.push(`${missing}: ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all`);
  }
  if (Boolean(env.S3_ACCESS_KEY_ID?.trim()) !== Boolean(env.S3_SECRET_ACCESS_KEY?.trim())) {
    const missing = env.S3_ACCESS_KEY_ID?.trim() ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all`);
  }
  if (env.REDIS_URL?.trim() && !env.JWT_SECRET?.trim()) {
    // With Redis, several processes serve one shop: a secret each generated for itself would
    // make every replica refuse the tokens the others issued.
    problems.push(
      'JWT_SECRET: required with REDIS_URL; set the same value on every API replica (openssl rand -base64 48)',
    );
  }
  if (!env.S3_BUCKET?.trim() && (env.S3_ENDPOINT?.trim() || env.S3_ACCESS_KEY_ID?.trim())) {
    problems.push('S3_BUCKET: required when other S3_* variables are set');
  }
  if (!parsed.success || problems.length) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const e = parsed.data;
  const [limit, seconds] = e.AUTH_RATE_LIMIT.split('/').map(Number);
  return {
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    jwt: { secret: e.JWT_SECRET, ttlSeconds: durationSeconds(e.JWT_TTL) },
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetryMs: e.MAIL_RETRY_MS,
    mailLeaseMs: e.MAIL_LEASE_MS,
    jobLockMs: e.JOB_LOCK_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    runWorkers: e.RUN_WORKERS === 'true',
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (terminal ? 'pretty' : 'json'),
    authRateLimit: { limit, ttlMs: seconds * 1000 },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // S3-compatible servers are usually addressed by path; AWS by virtual host.
          forcePathStyle: (e.S3_FORCE_PATH_STYLE ?? (e.S3_ENDPOINT ? 'true' : 'false')) === 'true',
        }
      : undefined,
    webhooks: {
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retryMs: e.WEBHOOK_RETRY_MS,
      attempts: e.WEBHOOK_ATTEMPTS,
      pauseAfter: e.WEBHOOK_PAUSE_AFTER,
    },
    demoData: (e.DEMO_DATA ?? (e.DATABASE_URL ? 'false' : 'true')) === 'true',
    corsOrigins: e.CORS_ORIGINS,
    catalogueCacheBytes: Math.round(e.CATALOGUE_CACHE_MB * 1024 * 1024),
    trustProxy:
      e.TRUST_PROXY === undefined
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY.split(',').map((part) => part.trim()),
  };
}

/** Nest injection token for the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
