// Lets a spawned Node process run the backend's TypeScript sources as the tests do (with the same
// SWC options as jest.config.js), so process-level tests never run a stale build.
// Usage: node -r ./test/swc-register.cjs src/main.ts
const { transformSync } = require('@swc/core');
const { jsc, module: moduleOptions } = require('../jest.config.js').transform['^.+\\.ts$'][1];

require.extensions['.ts'] = function compile(module, filename) {
  const source = require('node:fs').readFileSync(filename, 'utf8');
  const { code } = transformSync(source, {
    filename,
    jsc,
    module: moduleOptions,
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
