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
