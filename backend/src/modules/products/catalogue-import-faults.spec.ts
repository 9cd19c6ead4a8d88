import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN, CSV_HEADER_BY_HAND } from '../../../test/catalogue';
import { SatchelProcess, startServer } from '../../../test/processes';
import { createTestApp, eventually, TestApp } from '../../../test/test-app';

/**
 * docs/performance.md's memory bound: a server importing 10,000 rows runs in a V8 heap of this
 * many MiB (Node's default on this machine would be several GiB).
 */
export const IMPORT_HEAP_MIB = 128;
const PRODUCTS = 2_500;
const SIZES = ['S', 'M', 'L', 'XL'];

/**
 * A 10,000-row import in a real server process under the memory bound, killed (-9) halfway and
 * started again: the job resumes where it stopped and counts every product exactly once. On the
 * embedded database by default; on PostgreSQL with BullMQ on Redis when the suite has them.
 */
describe('a 10,000-row catalogue import across a kill -9', () => {
  const onServices = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
  let owner: TestApp | undefined;
  let dataDir: string;
  let server: (SatchelProcess & { url: string }) | undefined;

  beforeAll(async () => {
    // On services, a test app owns the database and the Redis prefix (and removes them); no jobs run in it.
    owner = onServices ? await createTestApp({ RUN_WORKERS: 'false' }) : undefined;
    dataDir = owner?.config.dataDir ?? (await mkdtemp(join(tmpdir(), 'satchel-import-')));
  });
  afterAll(async () => {
    await server?.kill();
    await owner?.close();
    if (!owner) await rm(dataDir, { recursive: true, force: true });
  });

  const env = (): Record<string, string> => ({
    ...ADMIN,
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    NODE_OPTIONS: `--max-old-space-size=${IMPORT_HEAP_MIB}`,
    ...(owner
      ? {
          DATABASE_URL: owner.config.databaseUrl!,
          REDIS_URL: process.env.REDIS_URL!,
          REDIS_PREFIX: owner.config.redisPrefix,
          JWT_SECRET: owner.config.jwt.secret!,
          // The killed worker's job is taken up again after 2 s rather than 30.
          JOB_LOCK_MS: '2000',
        }
      : { DATABASE_URL: '', REDIS_URL: '' }),
  });

  type ImportProgress = { id: string; status: string; processed: number };
  async function call<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
    const response = await fetch(`${server!.url}${path}`, {
      ...init,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
    });
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (response.headers.get('content-type')?.includes('json') ? response.json() : response.text()) as Promise<T>;
  }
  const signIn = async () =>
    (
      await call<{ token: string }>('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
      })
    ).token;

  it('resumes after the kill and ends with every product written once', async () => {
    const rows = Array.from({ length: PRODUCTS }, (_, p) =>
      SIZES.map(
        (size, s) => `Import ${p + 1},Bulk > Import,<p>Item ${p + 1}</p>,false,${size},Tan,,${s + 1},${1000 + p},,`,
      ),
    ).flat();
    const csv = [CSV_HEADER_BY_HAND, ...rows].join('\n');
    expect(rows).toHaveLength(10_000);

    server = await startServer(env());
    let token = await signIn();
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'catalogue.csv');
    const started = await call<ImportProgress>('/api/admin/products/import', { method: 'POST', body: form }, token);
    const progress = () => call<ImportProgress>(`/api/admin/products/imports/${started.id}`, {}, token);
    await eventually(async () => ((await progress()).processed >= 100 ? true : undefined), 120_000);

    await server.kill();
    server = await startServer(env());
    token = await signIn();
    const stopped = await progress();
    expect(stopped.processed).toBeGreaterThanOrEqual(100);
    expect(stopped.processed).toBeLessThan(PRODUCTS);

    const done = await eventually(async () => {
      const job = await progress();
      return job.status === 'done' ? job : undefined;
    }, 400_000);
    expect(done).toMatchObject({ products: PRODUCTS, processed: PRODUCTS, created: PRODUCTS, updated: 0, failed: [] });
    const exported = await call<string>('/api/admin/products/export', {}, token);
    expect(exported.trimEnd().split('\n')).toHaveLength(1 + 10_000);
    // The heap bound held: the server that finished the import is still the one started after the kill.
    expect(server.child.exitCode).toBeNull();
  }, 600_000);
});
