import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROCESS_MEMORY_ENV, processMemoryEnv } from './process-memory';

const read = (file: string) => readFileSync(join(__dirname, '../../../..', file), 'utf8');
const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const glibc = `GLIBC_TUNABLES=${PROCESS_MEMORY_ENV.GLIBC_TUNABLES}`;
// The shell puts the options the caller set after Satchel's: the last of a repeated flag wins.
const nodeOptions = `NODE_OPTIONS="${PROCESS_MEMORY_ENV.NODE_OPTIONS} $NODE_OPTIONS"`;
const MB = 1024 * 1024;

/** V8's heap limit in MB, of the process and of a worker thread, started as `npm start` starts the server. */
function heapLimits(callerOptions?: string): number[] {
  const prefix = scripts.start.slice(scripts.start.indexOf(glibc), scripts.start.indexOf(' node backend/dist/main.js'));
  const probe = `const { getHeapStatistics } = require('node:v8');
    const { Worker } = require('node:worker_threads');
    const own = getHeapStatistics().heap_size_limit;
    new Worker("require('node:worker_threads').parentPort.postMessage(require('node:v8').getHeapStatistics().heap_size_limit)", { eval: true })
      .once('message', (thread) => console.log(JSON.stringify([own, thread])));`;
  const output = execFileSync('sh', ['-c', `${prefix} "$NODE" -e "$PROBE"`], {
    env: {
      PATH: process.env.PATH,
      NODE: process.execPath,
      PROBE: probe,
      ...(callerOptions ? { NODE_OPTIONS: callerOptions } : {}),
    },
  }).toString();
  return (JSON.parse(output) as number[]).map((bytes) => bytes / MB);
}

describe('the memory settings every Satchel process starts with', () => {
  it('are given to the server and the worker by npm start and npm run worker', () => {
    expect(scripts.start).toContain(`${glibc} ${nodeOptions} node backend/dist/main.js`);
    expect(scripts.worker).toContain(`${glibc} ${nodeOptions} node backend/dist/worker.js`);
  });

  it('are set in the Docker image, which compose runs for the replicas and the worker', () => {
    expect(read('Dockerfile')).toMatch(
      new RegExp(`^ENV ${glibc} NODE_OPTIONS=${PROCESS_MEMORY_ENV.NODE_OPTIONS}$`, 'm'),
    );
  });

  // A misspelt tunable is ignored without a word: glibc's loader lists what it took.
  const loader = '/lib64/ld-linux-x86-64.so.2';
  (existsSync(loader) ? it : it.skip)('are taken by this machine’s glibc as meant', () => {
    const listed = execFileSync(loader, ['--list-tunables'], {
      env: { GLIBC_TUNABLES: PROCESS_MEMORY_ENV.GLIBC_TUNABLES },
    }).toString();
    expect(listed).toMatch(/^glibc\.malloc\.arena_max: 0x2 /m);
    expect(listed).toMatch(/^glibc\.malloc\.mmap_threshold: 0x20000 /m);
  });

  it("limit V8's old generation to 512 MB in the process and in its threads (PGlite runs in one)", () => {
    // The limit is the old generation's plus the young generation's (tens of MB).
    for (const limit of heapLimits()) {
      expect(limit).toBeGreaterThanOrEqual(512);
      expect(limit).toBeLessThan(640);
    }
  });

  it('let the options the caller set follow, so a larger limit of its own wins', () => {
    for (const limit of heapLimits('--max-old-space-size=1024')) expect(limit).toBeGreaterThanOrEqual(1024);
    expect(processMemoryEnv({ NODE_OPTIONS: '--enable-source-maps' })).toEqual({
      GLIBC_TUNABLES: PROCESS_MEMORY_ENV.GLIBC_TUNABLES,
      NODE_OPTIONS: `${PROCESS_MEMORY_ENV.NODE_OPTIONS} --enable-source-maps`,
    });
    expect(processMemoryEnv({}).NODE_OPTIONS).toBe(PROCESS_MEMORY_ENV.NODE_OPTIONS);
  });
});
