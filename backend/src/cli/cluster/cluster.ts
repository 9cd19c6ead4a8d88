import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, WriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';
import { processMemoryEnv } from '../../infra/memory/process-memory';
import { CLUSTER_S3, REPLICA_ENV, sharedEnv } from './cluster-env';
import { ClusterSecrets, clusterSecrets } from './cluster-secrets';
import { MailCatcher } from './mail-catcher';
import { nginxConfig } from './nginx-config';

/** The repository's root, from backend/dist/cli/cluster or backend/src/cli/cluster. */
export const REPOSITORY_ROOT = resolve(__dirname, '../../../..');

export interface ClusterOptions {
  /** API replicas behind nginx. */
  replicas: number;
  /** nginx's port on 127.0.0.1 (0: any free port). */
  port: number;
  /** Where logs, mail, S3 objects, nginx's files and the generated secrets (secrets.env) are kept. */
  directory: string;
  /** A PostgreSQL database URL; the database is created when missing. */
  databaseUrl: string;
  redisUrl: string;
  /** Extra variables for every process (a test's rate limit, a key prefix…). */
  env?: Record<string, string>;
  /** Each child's log line, prefixed with its name (they are also written to files). */
  onLine?: (line: string) => void;
}

// s3rver ships no typings; it is a Koa app with run() and close().
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: object) => { run(): Promise<AddressInfo>; close(): Promise<void> };

/**
 * docker-compose.yml's topology as processes on this machine: nginx (Debian's) in front of
 * `replicas` API processes, one worker, an S3 server and an SMTP catcher on loopback, on the
 * given PostgreSQL and Redis. Every process started here is stopped by stop(), and nothing else.
 */
export class Cluster {
  private constructor(
    readonly url: string,
    readonly replicas: SatchelProcess[],
    readonly worker: SatchelProcess,
    readonly nginx: SatchelProcess,
    readonly mail: MailCatcher,
    /** The JWT secret and admin every process was given, and which of them secrets.env keeps. */
    readonly secrets: ClusterSecrets,
    private readonly s3: { close(): Promise<void> },
  ) {}

  static async start(options: ClusterOptions): Promise<Cluster> {
    const directory = resolve(options.directory);
    await mkdir(join(directory, 'logs'), { recursive: true });
    await createDatabaseIfMissing(options.databaseUrl);
    // Never a published default: what the environment does not set is generated once and kept.
    const secrets = await clusterSecrets(directory, { ...process.env, ...options.env });
    const nginxBinary = findNginx();

    const started: { stop(): Promise<void> }[] = [];
    try {
      const mail = await MailCatcher.start(join(directory, 'mail'));
      started.push(mail);
      const s3 = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: join(directory, 's3'),
        configureBuckets: [{ name: CLUSTER_S3.bucket }],
      });
      const { port: s3Port } = await s3.run();
      started.push({ stop: () => s3.close() });

      const port = options.port || (await freePort());
      const url = `http://127.0.0.1:${port}`;
      const env = {
        ...sharedEnv({
          databaseUrl: options.databaseUrl,
          redisUrl: options.redisUrl,
          smtpPort: mail.smtpPort,
          s3Port,
          publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
          jwtSecret: secrets.jwtSecret,
          admin: secrets.admin,
        }),
        DATA_DIR: join(directory, 'data'),
      };
      const log = (name: string) => new ProcessLog(name, join(directory, 'logs', `${name}.log`), options.onLine);

      const worker = new SatchelProcess('worker', 'backend/dist/worker.js', { ...env, ...options.env }, log('worker'));
      const replicas: SatchelProcess[] = [];
      for (let i = 1; i <= options.replicas; i++) {
        const replicaPort = await freePort();
        replicas.push(
          new SatchelProcess(
            `api-${i}`,
            'backend/dist/main.js',
            { ...env, ...REPLICA_ENV, ...options.env, PORT: String(replicaPort) },
            log(`api-${i}`),
            replicaPort,
          ),
        );
      }
      const all = [worker, ...replicas];
      started.push(...all);
      await Promise.all(all.map((process) => process.start()));

      const nginx = await startNginx({
        port,
        upstreams: replicas.map((r) => r.port!),
        directory: join(directory, 'nginx'),
        log: log('nginx'),
        binary: nginxBinary,
        started,
      });
      return new Cluster(url, replicas, worker, nginx, mail, secrets, { close: () => s3.close() });
    } catch (error) {
      for (const service of started.reverse()) await service.stop().catch(() => undefined);
      throw error;
    }
  }

  /** Stops nginx, then the replicas and the worker (gracefully), then the S3 and mail servers. */
  async stop(): Promise<void> {
    await this.nginx.stop();
    await Promise.all([...this.replicas, this.worker].map((process) => process.stop()));
    await this.s3.close().catch(() => undefined);
    await this.mail.stop();
  }
}

/**
 * nginx configured from deploy/nginx.conf in front of these loopback ports, listening on `port`,
 * its files under `directory`; started and ready. The bench puts a bare server behind it too, to
 * measure the ceiling through the same hop.
 */
export async function startNginx(options: {
  port: number;
  upstreams: number[];
  directory: string;
  log?: ProcessLog;
  binary?: string;
  /** Where the process is recorded before it starts, to be stopped if starting fails. */
  started?: { stop(): Promise<void> }[];
}): Promise<SatchelProcess> {
  const { port, upstreams, directory } = options;
  await mkdir(directory, { recursive: true });
  const template = await readFile(join(REPOSITORY_ROOT, 'deploy/nginx.conf'), 'utf8');
  const configFile = join(directory, 'nginx.conf');
  await writeFile(configFile, nginxConfig(template, { port, upstreams, directory }));
  const log = options.log ?? new ProcessLog('nginx', join(directory, 'nginx.log'));
  const nginx = new SatchelProcess('nginx', options.binary ?? findNginx(), {}, log, port, [
    '-c',
    configFile,
    '-p',
    directory,
  ]);
  options.started?.push(nginx);
  await nginx.start();
  return nginx;
}

/** One child process of the cluster, in a process group of its own, so stopping it stops all it started. */
export class SatchelProcess {
  private child?: ChildProcess;
  private exited?: Promise<void>;

  constructor(
    readonly name: string,
    private readonly program: string,
    private readonly env: Record<string, string>,
    private readonly log: ProcessLog,
    /** Where it serves HTTP: the replicas' readiness is polled there. */
    readonly port?: number,
    private readonly args: string[] = [],
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts it and waits until it serves (a replica answers readiness; the worker says it runs). */
  async start(): Promise<void> {
    const node = this.program.endsWith('.js');
    const child = spawn(node ? process.execPath : this.program, node ? [this.program, ...this.args] : this.args, {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, ...(node ? processMemoryEnv() : {}), ...this.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let said = '';
    const saidIt = new Promise<void>((done) => {
      for (const stream of [child.stdout!, child.stderr!]) {
        createInterface({ input: stream }).on('line', (line) => {
          this.log.write(line);
          said = line;
          if (line.includes('Satchel worker running')) done();
        });
      }
    });
    this.exited = new Promise((done) => child.once('exit', () => done()));
    const failed = this.exited.then(() => {
      throw new Error(`${this.name} exited while starting (see its log: ${this.log.file}): ${said}`);
    });
    const running = () => child.exitCode === null && child.signalCode === null;
    const ready =
      this.name === 'worker'
        ? saidIt
        : waitForHttp(this.port!, this.name === 'nginx' ? '/' : '/api/health/ready', running);
    await Promise.race([ready, failed]);
  }

  /** Sends a signal to its process group: SIGKILL for a crash, SIGTERM for a graceful stop. */
  signal(signal: NodeJS.Signals): void {
    if (this.child?.pid && this.child.exitCode === null && this.child.signalCode === null) {
      try {
        process.kill(-this.child.pid, signal);
      } catch {
        // already gone
      }
    }
  }

  /** Resolves when it has exited. */
  async whenExited(): Promise<void> {
    await this.exited;
  }

  /** Stops it gracefully, killing it if it has not exited after `graceMs`. */
  async stop(graceMs = 15_000): Promise<void> {
    if (!this.exited) return;
    this.signal(this.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

/** A child's output: into its own file, and each line prefixed with its name to `onLine`. */
export class ProcessLog {
  private readonly stream: WriteStream;

  constructor(
    readonly name: string,
    readonly file: string,
    private readonly onLine?: (line: string) => void,
  ) {
    this.stream = createWriteStream(file, { flags: 'a' });
  }

  write(line: string): void {
    this.stream.write(`${line}\n`);
    this.onLine?.(`[${this.name}] ${line}`);
  }
}

function findNginx(): string {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  throw new Error('nginx is not installed: apt-get install -y nginx (or set NGINX_PATH)');
}

async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** Polls until `path` answers below 500 (a replica's readiness: 200), while the process runs. */
async function waitForHttp(port: number, path: string, running: () => boolean): Promise<void> {
  while (running()) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      if (path === '/' ? response.status < 500 : response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}
