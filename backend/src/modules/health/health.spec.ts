import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createTestApp, TestApp } from '../../../test/test-app';
import { startServer } from '../../../test/processes';

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
