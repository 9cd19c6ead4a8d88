import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SatchelProcess, startSatchel, startServer } from '../../test/processes';

/**
 * `npm run admin:create` on the embedded default while `npm start` runs on the same DATA_DIR:
 * PGlite's files belong to the server, and the CLI goes through the server's socket. It used to be
 * turned away there ("Connection terminated": the socket took one connection only).
 */
describe('admin:create beside a running embedded server', () => {
  let dataDir: string;
  let server: SatchelProcess & { url: string };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'satchel-cli-'));
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', DEMO_DATA: 'false' });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** `npm run admin:create -- --email E --password P` on the server's data directory. */
  const adminCreate = (email: string, password: string) =>
    startSatchel('src/cli/admin-create.ts', { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }, [
      '--email',
      email,
      '--password',
      password,
    ]);

  it('creates an admin who can log in at once, and the server keeps serving', async () => {
    const cli = adminCreate('second.owner@satchel.test', 'a long enough secret');
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain('Created admin second.owner@satchel.test');

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'second.owner@satchel.test', password: 'a long enough secret' }),
    });
    expect(login.status).toBe(200);
    expect(JSON.stringify(await login.json())).toContain('"userType":"ADMIN"');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("recovers an admin's account: a new password, owner and enabled again, earlier sessions ended", async () => {
    const login = (password: string) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'locked.out@satchel.test', password }),
      });
    expect(await adminCreate('locked.out@satchel.test', 'the forgotten secret').exited).toBe(0);
    const { token, user } = (await (await login('the forgotten secret')).json()) as {
      token: string;
      user: { id: number };
    };
    // Disabled by another owner, too: recovery enables it again.
    const other = (await (
      await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'second.owner@satchel.test', password: 'a long enough secret' }),
      })
    ).json()) as { token: string };
    const disabled = await fetch(`${server.url}/api/admin/team/${user.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${other.token}` },
      body: JSON.stringify({ status: 'disabled' }),
    });
    expect(disabled.status).toBe(200);
    expect((await login('the forgotten secret')).status).toBe(403);

    const cli = adminCreate('Locked.Out@satchel.test', 'a remembered secret');
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toContain('Set a new password for admin locked.out@satchel.test, now an owner');
    expect((await login('the forgotten secret')).status).toBe(401);
    const again = await login('a remembered secret');
    expect(again.status).toBe(200);
    expect(JSON.stringify(await again.json())).toContain('"isOwner":true');
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  it('refuses a published example password', async () => {
    const cli = adminCreate('third.owner@satchel.test', 'change-me-now');
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('published example');
  });
});
