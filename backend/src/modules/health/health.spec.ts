import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createDatabase, createTestApp, TestApp } from '../../../test/test-app';
import { startRedis, startSatchel, startServer } from '../../../test/processes';

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is live, and ready with the database up and every migration applied', async () => {
    const live = await t.http.get('/api/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.http.get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', database: true, migrations: true, draining: false });
  });
});

/** A real server process, stopped with SIGTERM as an orchestrator would. */
describe('a graceful stop (SIGTERM)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'satchel-drain-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('turns readiness false at once, refuses reads and serves writes through the drain, then closes the listener', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_DATA: 'false',
      SHUTDOWN_DRAIN_MS: '1500',
    });
    try {
      expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
      process.kill(-server.child.pid!, 'SIGTERM');
      // Draining: not ready, yet alive; reads are refused for a balancer to retry elsewhere…
      const deadline = Date.now() + 1000;
      let ready = 200;
      while (ready === 200 && Date.now() < deadline) ready = (await fetch(`${server.url}/api/health/ready`)).status;
      expect(ready).toBe(503);
      const body = await (await fetch(`${server.url}/api/health/ready`)).json();
      expect(body).toMatchObject({ status: 'not ready', draining: true });
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
      const read = await fetch(`${server.url}/api/categories`);
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toBe('1');
      expect(read.headers.get('connection')).toBe('close');
      expect((await fetch(`${server.url}/`)).status).toBe(503);
      // …and writes, which a balancer does not repeat, are still served.
      const write = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: 'nobody@example.com', password: 'not-the-password' }),
      });
      expect(write.status).toBe(401);
      // After the drain the process ends by itself, with status 0.
      expect(await server.exited).toBe(0);
      await expect(fetch(`${server.url}/api/health/live`)).rejects.toThrow();
    } finally {
      await server.stop();
    }
  });

  it('cuts a request that never ends after SHUTDOWN_GRACE_MS, and stops', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_DATA: 'false',
      SHUTDOWN_GRACE_MS: '500',
    });
    const { port } = new URL(server.url);
    const socket = connect(Number(port), '127.0.0.1');
    try {
      // A body announced as 1,000 bytes of which 10 ever come: Node itself would wait 5 minutes.
      await new Promise<void>((resolve) => socket.on('connect', resolve));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"identif',
      );
      // The request has reached the app once its body is being read; then the stop begins.
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.kill(-server.child.pid!, 'SIGTERM');
      expect(await server.exited).toBe(0);
      await closed;
    } finally {
      socket.destroy();
      await server.stop();
    }
  });
});

/**
 * A process that runs job workers, stopped while its Redis is dead (killed, not coming back): the
 * stop must not wait for Redis. Each process has a database of its own (PGlite in its data
 * directory, or a fresh one on DATABASE_URL's server) and a redis-server of the test's own.
 */
describe('a stop while Redis is dead', () => {
  const STOP_WITHIN_MS = 10_000;

  async function stopsWithoutRedis(script: 'src/main.ts' | 'src/worker.ts'): Promise<void> {
    const dataDir = await mkdtemp(join(tmpdir(), 'satchel-redis-dead-'));
    const database = process.env.DATABASE_URL
      ? await createDatabase(process.env.DATABASE_URL, `satchel_redis_dead_${Date.now().toString(36)}`)
      : undefined;
    const redis = await startRedis();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      REDIS_URL: redis.url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      RUN_WORKERS: 'true',
      DEMO_DATA: 'false',
      SHUTDOWN_DRAIN_MS: '0',
    };
    const satchel = script === 'src/main.ts' ? await startServer(env) : startSatchel(script, env);
    try {
      if (script === 'src/worker.ts') {
        const deadline = Date.now() + 60_000;
        while (
          !satchel.output().includes('worker running') &&
          satchel.child.exitCode === null &&
          Date.now() < deadline
        ) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(satchel.output()).toContain('Satchel worker running (BullMQ on Redis)');
      }
      await redis.kill();
      // Long enough for every client to have seen the connection go and to be retrying.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const stopping = Date.now();
      process.kill(-satchel.child.pid!, 'SIGTERM');
      const exit = await Promise.race([
        satchel.exited,
        new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), STOP_WITHIN_MS)),
      ]);
      expect(exit).not.toBe('still running');
      expect(Date.now() - stopping).toBeLessThan(STOP_WITHIN_MS);
      // A stop, not a crash: the server exits 0; the worker ends by the signal, as Nest re-raises it.
      expect(exit ?? satchel.child.signalCode).toBe(script === 'src/main.ts' ? 0 : 'SIGTERM');
      expect(satchel.output()).not.toMatch(/Unhandled|uncaught/i);
    } finally {
      await satchel.kill();
      await redis.kill();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  it('an API process that runs workers exits within 10 s of SIGTERM', () => stopsWithoutRedis('src/main.ts'), 90_000);
  it('a worker process exits within 10 s of SIGTERM', () => stopsWithoutRedis('src/worker.ts'), 90_000);
});
