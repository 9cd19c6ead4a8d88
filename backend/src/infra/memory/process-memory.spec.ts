import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROCESS_MEMORY_ENV } from './process-memory';

const read = (file: string) => readFileSync(join(__dirname, '../../../..', file), 'utf8');
const setting = Object.entries(PROCESS_MEMORY_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ');

describe('the memory settings every Satchel process starts with', () => {
  it('are given to the server and the worker by npm start and npm run worker', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toContain(`${setting} node backend/dist/main.js`);
    expect(scripts.worker).toContain(`${setting} node backend/dist/worker.js`);
  });

  it('are set in the Docker image, which compose runs for the replicas and the worker', () => {
    expect(read('Dockerfile')).toMatch(new RegExp(`^ENV ${setting}$`, 'm'));
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
    const limits = execFileSync(
      process.execPath,
      [
        '-e',
        `const { getHeapStatistics } = require('node:v8');
         const { Worker } = require('node:worker_threads');
         const own = getHeapStatistics().heap_size_limit;
         new Worker("require('node:worker_threads').parentPort.postMessage(require('node:v8').getHeapStatistics().heap_size_limit)", { eval: true })
           .once('message', (thread) => console.log(JSON.stringify([own, thread])));`,
      ],
      { env: { PATH: process.env.PATH, NODE_OPTIONS: PROCESS_MEMORY_ENV.NODE_OPTIONS } },
    ).toString();
    const MB = 1024 * 1024;
    // The limit is the old generation's plus the young generation's (tens of MB).
    for (const limit of JSON.parse(limits) as number[]) {
      expect(limit).toBeGreaterThanOrEqual(512 * MB);
      expect(limit).toBeLessThan(640 * MB);
    }
  });
});
