// Runs every workspace's tests and closes with one 'N passed, N failed' line.
// The backend runs against PGlite by default, or against DATABASE_URL / REDIS_URL when set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const workspaces = ['packages/shared', 'backend', 'storefront', 'admin'];
const extra = process.argv.slice(2);
const reports = mkdtempSync(join(tmpdir(), 'satchel-jest-'));
let passed = 0;
let failed = 0;
let broken = false;
// Names of the tests that failed, with the first lines of why, repeated at the end: CI keeps only
// the tail of a long log.
const failures = [];
const WHY_LINES = 8;

/** A failure's first lines, colourless and indented, with no blank line (.ci/run cuts at one). */
function why(message = '') {
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, WHY_LINES);
  return lines.map((line) => `\n      ${line}`).join('');
}

for (const workspace of workspaces) {
  const report = join(reports, `${workspace.replaceAll('/', '-')}.json`);
  console.log(`\n== ${workspace} tests${process.env.DATABASE_URL && workspace === 'backend' ? ' (PostgreSQL)' : ''}`);
  const { status } = spawnSync(
    'npm',
    ['test', '--silent', '-w', workspace, '--', '--json', `--outputFile=${report}`, ...extra],
    {
      stdio: 'inherit',
    },
  );
  try {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    for (const file of result.testResults) {
      const tests = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of tests) failures.push(`${workspace}: ${test.fullName}${why(test.failureMessages?.[0])}`);
      if (file.status === 'failed' && !tests.length)
        failures.push(`${workspace}: ${file.name} (did not run)${why(file.message)}`);
    }
    if (status !== 0 && result.numFailedTests === 0) broken = true; // e.g. a suite that failed to load
  } catch {
    broken = true;
  }
}
// Browser journeys run once, on the embedded default, in Debian's Chromium (CI installs it).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.env.DATABASE_URL) {
  console.log('\n== browser journeys: run on the embedded default only');
} else if (!existsSync(chromium)) {
  console.log(`\n== browser journeys skipped: no Chromium at ${chromium} (apt-get install -y chromium)`);
  if (process.env.CI) broken = true;
} else {
  console.log('\n== browser journeys (Playwright, Chromium)');
  const report = join(reports, 'e2e.json');
  const { status } = spawnSync('npx', ['--no-install', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  try {
    const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
    const journeys = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(journeys)];
    for (const spec of suites.flatMap(journeys))
      for (const test of spec.tests)
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results.findLast((result) => result.error)?.error;
          const where = error?.location
            ? `at ${relative(process.cwd(), error.location.file)}:${error.location.line}\n`
            : '';
          failures.push(
            `browser journey (${test.projectName}): ${spec.file} › ${spec.title}${why(where + (error?.message ?? ''))}`,
          );
        }
    if (status !== 0 && stats.unexpected === 0) broken = true;
  } catch {
    broken = true;
  }
}
rmSync(reports, { recursive: true, force: true });
if (failures.length) console.log(`\nfailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed || broken ? 1 : 0);
