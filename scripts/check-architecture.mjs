#!/usr/bin/env node
// The backend's dependency rules (docs/architecture.md "Modules"), run by `npm run lint`:
//  - the rules of .dependency-cruiser.cjs (infra and common import no module);
//  - no cycle between modules, each backend/src/modules/<name> taken as one node, whichever of
//    its files (sub-folders included) makes the link.
// Usage: node scripts/check-architecture.mjs [root]  (root: the checkout to check; default this one)
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const MODULE = '^backend/src/modules/[^/]+';
const moduleName = new RegExp(`${MODULE}$`);

const root = resolve(process.argv[2] ?? '.');
process.chdir(root);
const config = await extractDepcruiseConfig(resolve(import.meta.dirname, '../.dependency-cruiser.cjs'));
// An absolute name: TypeScript finds no files for a relative one outside the cwd it expects.
const tsConfig = extractTSConfig(resolve(config.options.tsConfig.fileName));
const { output } = await cruise(
  ['backend/src'],
  { ...config.options, validate: true, ruleSet: config, collapse: MODULE, outputType: 'json' },
  {},
  { tsConfig },
);
const result = JSON.parse(output);

const problems = result.summary.violations
  .filter((violation) => violation.rule.severity === 'error')
  .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);

// Module → the modules it imports, then every cycle found by a depth-first walk.
const imports = new Map(
  result.modules
    .filter((module) => moduleName.test(module.source))
    .map((module) => [
      module.source,
      module.dependencies.map((dependency) => dependency.resolved).filter((to) => moduleName.test(to)),
    ]),
);
const reported = new Set();
const state = new Map(); // undefined: not seen; 1: on the current path; 2: done
function walk(module, path) {
  state.set(module, 1);
  for (const next of imports.get(module) ?? []) {
    if (state.get(next) === 1) {
      const cycle = [...path.slice(path.indexOf(next)), next];
      const key = [...cycle.slice(0, -1)].sort().join(' ');
      if (!reported.has(key)) {
        reported.add(key);
        problems.push(`no-module-cycle: ${cycle.join(' → ')}`);
      }
    } else if (!state.has(next)) walk(next, [...path, next]);
  }
  state.set(module, 2);
}
for (const module of [...imports.keys()].sort()) if (!state.has(module)) walk(module, [module]);

if (problems.length > 0) {
  console.error(`Architecture rules broken (docs/architecture.md "Modules"):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`architecture: ${imports.size} modules, no cycle between them; infra and common import no module`);
