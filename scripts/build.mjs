// Builds the shared package (for the backend), the backend and both web apps.
// Usage: node scripts/build.mjs [--if-missing]   (--if-missing skips the parts already built)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const parts = [
  { workspace: 'packages/shared', output: 'packages/shared/dist/index.js' },
  { workspace: 'backend', output: 'backend/dist/main.js' },
  { workspace: 'storefront', output: 'storefront/dist/index.html' },
  { workspace: 'admin', output: 'admin/dist/index.html' },
];
const ifMissing = process.argv.includes('--if-missing');

for (const { workspace, output } of parts) {
  if (ifMissing && existsSync(output)) continue;
  console.log(`Building ${workspace}…`);
  const { status } = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
