/**
 * Dependency rules for the backend, checked by scripts/check-architecture.mjs (part of
 * `npm run lint`): infra and common import no module. The other rule, no cycle between modules,
 * is checked by that script on the graph collapsed to one node per module, because
 * dependency-cruiser's own `circular` sees cycles between files (or between single folders) only.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-module-in-infra',
      severity: 'error',
      comment: 'infra and common serve every module and know none: a module registers what they need.',
      from: { path: '^backend/src/(infra|common)/' },
      to: { path: '^backend/src/modules/' },
    },
  ],
  options: {
    exclude: { path: '\\.spec\\.ts$' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'backend/tsconfig.json' },
  },
};
