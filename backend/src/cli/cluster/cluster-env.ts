/** Where the cluster's shared services are, on this machine. */
export interface ClusterServices {
  databaseUrl: string;
  redisUrl: string;
  smtpPort: number;
  s3Port: number;
  publicUrl: string;
  jwtSecret: string;
  admin: { email: string; password: string };
}

/** The bucket and keys of the cluster's S3 server (s3rver accepts its own fixed keys). */
export const CLUSTER_S3 = { bucket: 'satchel-uploads', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * What every process of the cluster is given: the same keys as docker-compose.yml's
 * `x-satchel-env`, pointed at this machine (a test holds the two key lists equal).
 */
export function sharedEnv(services: ClusterServices): Record<string, string> {
  return {
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    SMTP_URL: `smtp://127.0.0.1:${services.smtpPort}`,
    MAIL_FROM: 'Satchel <orders@satchel.local>',
    S3_ENDPOINT: `http://127.0.0.1:${services.s3Port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: CLUSTER_S3.bucket,
    S3_ACCESS_KEY_ID: CLUSTER_S3.accessKeyId,
    S3_SECRET_ACCESS_KEY: CLUSTER_S3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    JWT_SECRET: services.jwtSecret,
    ADMIN_EMAIL: services.admin.email,
    ADMIN_PASSWORD: services.admin.password,
    PUBLIC_URL: services.publicUrl,
  };
}

/** What an API replica adds, as the compose file's `api` service does. */
export const REPLICA_ENV = {
  // Replicas only serve HTTP; the worker runs the queues.
  RUN_WORKERS: 'false',
  // nginx is the one hop in front: the client is the address it appends to X-Forwarded-For.
  TRUST_PROXY: '1',
  // On SIGTERM, readiness says no while requests are still served, then the listener closes.
  SHUTDOWN_DRAIN_MS: '1500',
};

/**
 * docker-compose.yml's services, and what `npm run cluster` runs in place of each on this machine
 * (a test holds the two lists equal).
 */
export const CLUSTER_SERVICES = {
  postgres: 'the local PostgreSQL (DATABASE_URL), the database created when missing',
  redis: 'the local Redis (REDIS_URL)',
  mailpit: 'MailCatcher: SMTP, and the caught mail on a web page',
  minio: 's3rver on loopback',
  'minio-init': "s3rver's configured bucket",
  api: 'backend/dist/main.js, CLUSTER_DEFAULTS.replicas of them',
  worker: 'backend/dist/worker.js',
  proxy: "Debian's nginx with deploy/nginx.conf",
} as const;

/** `npm run cluster`'s defaults, as docker-compose.yml publishes and scales its services. */
export const CLUSTER_DEFAULTS = {
  /** The shop's one published port: nginx's. */
  port: 3000,
  replicas: 2,
};
