import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, startSatchel, SatchelProcess, SERVER_START_MS } from '../../test/processes';
import { createDatabase, eventually } from '../../test/test-app';
import { DEMO_PRODUCTS } from './demo-catalogue';

/**
 * `npm start` on a new shop, as real processes: the demo shop is loaded by a loader process that
 * has ended by the time the server answers (demo-first-start.ts). On the embedded default, or on
 * a fresh database of DATABASE_URL's server when the suite runs on PostgreSQL; jobs in-process.
 */
describe('a first start with the demo shop', () => {
  let dataDir: string;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let server: SatchelProcess | undefined;
  const env = () => ({
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    REDIS_URL: '',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    SHUTDOWN_DRAIN_MS: '0',
  });

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'satchel-first-start-'));
    database = process.env.DATABASE_URL
      ? await createDatabase(process.env.DATABASE_URL, `satchel_first_start_${Date.now().toString(36)}`)
      : undefined;
  });
  afterEach(async () => {
    const ending = server;
    server = undefined;
    try {
      await ending?.kill();
      // Its whole group, even when the server had ended: no loader left writing into dataDir.
      if (ending) await groupGone(ending.child.pid!, 5_000, 'SIGKILL');
    } finally {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  /** The pids of the processes that logged a line with this message (pino's JSON lines). */
  const loggedBy = (output: string, message: string): number[] =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes(message))
      .map((line) => {
        try {
          return (JSON.parse(line) as { pid: number }).pid;
        } catch {
          return -1; // stdout and stderr interleaved within a line
        }
      });

  it(
    "is loaded by a process of its own, with its pictures' renditions made, before the server answers",
    async () => {
      const started = await startServer(env());
      server = started;
      const loaders = loggedBy(started.output(), 'Loaded the demo shop');
      expect(loaders).toHaveLength(1);
      expect(loaders[0]).not.toBe(started.child.pid);

      const products = await (await fetch(`${started.url}/api/products?limit=100`)).json();
      expect(products.pagination.totalItems).toBe(DEMO_PRODUCTS.length);
      // The renditions were made by the loader's jobs: the server has none of them left to do.
      const images = products.data.flatMap((product: { images: { renditions: unknown[] }[] }) => product.images);
      expect(images.length).toBeGreaterThan(0);
      expect(images.every((image: { renditions: unknown[] }) => image.renditions.length > 0)).toBe(true);
      // The created admin is printed, as ever.
      expect(started.output()).toContain('Demo admin created');
      // Mail goes to files here, so the loader wrote the demo orders' e-mails too: every one of them.
      const [jobs] = started.output().match(/Ran the demo shop's jobs: [^"]*/) ?? [''];
      const emails = Number(/email (\d+)/.exec(jobs)?.[1]);
      expect(emails).toBeGreaterThan(0);
      expect(await readdir(join(dataDir, 'mail'))).toHaveLength(emails);

      // Started again, the shop is not new: no loader, nothing loaded twice.
      await started.stop();
      const again = await startServer(env());
      server = again;
      expect(loggedBy(again.output(), 'Loaded the demo shop')).toEqual([]);
      const after = await (await fetch(`${again.url}/api/products?limit=1`)).json();
      expect(after.pagination.totalItems).toBe(DEMO_PRODUCTS.length);
    },
    2 * SERVER_START_MS,
  );

  it.each([
    ['asked to stop (SIGTERM)', 'SIGTERM'],
    ['killed (SIGKILL)', 'SIGKILL'],
  ] as const)(
    'takes its loader with it when %s while the shop loads',
    async (_, signal) => {
      const starting = startSatchel('src/main.ts', { ...env(), PORT: '0' });
      server = starting;
      // The loader is under way once it has created the admin (before the demo shop).
      await eventually(async () => starting.output().includes('Demo admin created') || undefined, SERVER_START_MS);
      process.kill(starting.child.pid!, signal); // the server alone, as `docker stop` or the OOM killer does
      expect(await starting.exited).not.toBe(0);
      // Nothing of its process group is left at once (a loader left running would go on for many
      // seconds more): the loader ended too, before it loaded the shop.
      await groupGone(starting.child.pid!, 5_000);
      expect(loggedBy(starting.output(), 'Loaded the demo shop')).toEqual([]);
      expect(starting.output()).not.toContain('Satchel is running');
    },
    SERVER_START_MS,
  );
});

/** Resolves once the process group is gone (throws after `withinMs`); `signal` is sent to it meanwhile, if given. */
function groupGone(group: number, withinMs: number, signal: NodeJS.Signals | 0 = 0): Promise<true> {
  return eventually(async () => {
    try {
      process.kill(-group, signal);
      return undefined;
    } catch {
      return true;
    }
  }, withinMs);
}
