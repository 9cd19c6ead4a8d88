import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALLOCATOR_ENV } from './allocator';

const read = (file: string) => readFileSync(join(__dirname, '../../../..', file), 'utf8');
const setting = Object.entries(ALLOCATOR_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ');

describe("glibc's malloc settings", () => {
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
    const listed = execFileSync(loader, ['--list-tunables'], { env: { ...ALLOCATOR_ENV } }).toString();
    expect(listed).toMatch(/^glibc\.malloc\.arena_max: 0x2 /m);
    expect(listed).toMatch(/^glibc\.malloc\.mmap_threshold: 0x20000 /m);
  });
});
