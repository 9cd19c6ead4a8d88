// Generates the typed API client's types, which both web apps use, from openapi.yaml (the contract).
// Usage: npm run sdk            (writes packages/shared/src/web/schema.d.ts)
//        npm run sdk -- --check (fails when the committed file differs from what the contract gives)
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('..', import.meta.url);
const targets = ['packages/shared/src/web/schema.d.ts'];
const check = process.argv.includes('--check');

const header = '// Generated from openapi.yaml by `npm run sdk`. Do not edit by hand.\n\n';
const source = header + astToString(await openapiTS(new URL('openapi.yaml', root)));

let stale = 0;
for (const target of targets) {
  const file = fileURLToPath(new URL(target, root));
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current !== source) {
      console.error(`${target} is out of date: run \`npm run sdk\``);
      stale++;
    }
  } else {
    await writeFile(file, source);
    console.log(`Wrote ${target}`);
  }
}
process.exit(stale ? 1 : 0);
