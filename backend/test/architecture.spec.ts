import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

// scripts/check-architecture.mjs (run by `npm run lint`): the real tree has no cycle between
// modules, and a tree with one is refused, so the check cannot silently stop matching.

const run = promisify(execFile);
const repo = resolve(__dirname, '../..');
const check = join(repo, 'scripts/check-architecture.mjs');

async function checkArchitecture(root: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [check, root]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'satchel-architecture-'));
  for (const [path, text] of Object.entries({
    'backend/tsconfig.json': '{ "include": ["src"] }',
    ...files,
  })) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

describe('module architecture', () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

  it('the backend has no cycle between modules', async () => {
    const result = await checkArchitecture(repo);
    expect(result.output).toContain('backend modules, no cycle between them');
    expect(result.code).toBe(0);
  });

  it('refuses two modules that import each other, even through sub-folders and different files', async () => {
    const root = await tree({
      'backend/src/modules/shelves/shelf.entity.ts': 'export class Shelf {}\n',
      'backend/src/modules/shelves/shelves.service.ts':
        "import { Label } from '../labels/dto/label.dto';\nexport const shelves = [Label];\n",
      'backend/src/modules/labels/dto/label.dto.ts': 'export class Label {}\n',
      'backend/src/modules/labels/labels.service.ts':
        "import { Shelf } from '../shelves/shelf.entity';\nexport const labels = [Shelf];\n",
    });
    roots.push(root);
    const result = await checkArchitecture(root);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      'backend/src/modules/labels → backend/src/modules/shelves → backend/src/modules/labels',
    );
  });
});
