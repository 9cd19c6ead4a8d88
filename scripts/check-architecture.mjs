#!/usr/bin/env node
// No cycle between the backend's modules (docs/architecture.md "Modules"), run by `npm run lint`:
// each backend/src/modules/<name> is one node, whichever of its files (sub-folders included)
// makes the link. dependency-cruiser reads the imports; its own `circular` rule sees cycles
// between files or single folders only, so the cycle search runs here on the graph it collapses
// to one node per module. (That infra and common import no module is ESLint's rule.)
// Usage: node scripts/check-architecture.mjs [root]  (the checkout to check; default: this one)
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const MODULE = '^backend/src/modules/[^/]+';
const isModule = new RegExp(`${MODULE}$`);

process.chdir(resolve(process.argv[2] ?? '.'));
// An absolute name: TypeScript finds no files for a relative one.
const tsConfig = extractTSConfig(resolve('backend/tsconfig.json'));
const { output } = await cruise(
  ['backend/src'],
  {
    exclude: { path: '\\.spec\\.ts$' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'backend/tsconfig.json' },
    collapse: MODULE,
    outputType: 'json',
  },
  {},
  { tsConfig },
);

// Module → the modules it imports; then a depth-first walk reports each cycle it closes.
const imports = new Map(
  JSON.parse(output)
    .modules.filter((module) => isModule.test(module.source))
    .map((module) => [
      module.source,
      module.dependencies.map((dependency) => dependency.resolved).filter((to) => isModule.test(to)),
    ]),
);
const cycles = [];
const state = new Map(); // absent: not seen; 'open': on the current path; 'done'
function walk(module, path) {
  state.set(module, 'open');
  for (const next of imports.get(module) ?? []) {
    if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next].join(' → '));
    else if (!state.has(next)) walk(next, [...path, next]);
  }
  state.set(module, 'done');
}
for (const module of [...imports.keys()].sort()) if (!state.has(module)) walk(module, [module]);

if (cycles.length > 0) {
  console.error(`Backend modules in a cycle (docs/architecture.md "Modules"):\n  ${cycles.join('\n  ')}`);
  process.exit(1);
}
console.log(`architecture: ${imports.size} backend modules, no cycle between them`);
