import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Cluster, REPOSITORY_ROOT } from './cluster/cluster';
import { CLUSTER_DEFAULTS } from './cluster/cluster-env';

/**
 * `npm run cluster [-- --replicas N --port P --dir D --demo]`: docker-compose.yml's topology on
 * this machine, from the built code, on the local PostgreSQL and Redis (or DATABASE_URL/REDIS_URL).
 * An empty database gives an empty shop, as compose does; `--demo` fills it with the demo shop.
 * Ctrl-C stops everything it started, and nothing else.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      replicas: { type: 'string', default: String(CLUSTER_DEFAULTS.replicas) },
      port: { type: 'string', default: String(CLUSTER_DEFAULTS.port) },
      dir: { type: 'string', default: join(REPOSITORY_ROOT, 'var/cluster') },
      demo: { type: 'boolean', default: false },
    },
  });
  const replicas = Number(values.replicas);
  const port = Number(values.port);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 32) throw new Error('--replicas must be 1 to 32');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be a port number');
  await mkdir(values.dir!, { recursive: true });

  console.log(`Starting nginx, ${replicas} API replica(s), a worker, S3 and SMTP… (logs in ${values.dir}/logs)`);
  const cluster = await Cluster.start({
    replicas,
    port,
    directory: values.dir!,
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/satchel_cluster',
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    onLine: process.env.CLUSTER_QUIET ? undefined : (line) => console.log(line),
    // Each process fills an empty catalogue in turn, under a lock; only the first finds it empty.
    env: values.demo ? { DEMO_DATA: 'true' } : undefined,
  });
  // What was generated is printed, as `npm start` prints its demo admin; what the environment set is not.
  const { admin, kept, file } = cluster.secrets;
  const credentials =
    (kept.includes('ADMIN_PASSWORD')
      ? `  log in as ${admin.email}, password ${admin.password} (the account is created when missing)\n`
      : '') + (kept.length ? `  generated once and kept in ${file}: ${kept.join(', ')}\n` : '');
  console.log(
    `\n  Satchel cluster at ${cluster.url} (admin: ${cluster.url}/admin)\n` +
      credentials +
      `  replicas: ${cluster.replicas.map((r) => `${r.name} :${r.port} (pid ${r.pid})`).join(', ')}; worker pid ${cluster.worker.pid}\n` +
      `  mail caught: http://127.0.0.1:${cluster.mail.httpPort}/messages (and ${values.dir}/mail/*.eml)\n` +
      `  Ctrl-C stops it all.\n`,
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
