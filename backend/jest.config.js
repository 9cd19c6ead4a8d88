/** Backend tests: unit tests and HTTP integration tests against a real database, beside the code. */
module.exports = {
  testEnvironment: 'node',
  // @satchel/shared from its TypeScript source (processes started by tests load its build).
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '\\.(spec|test)\\.ts$',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  testTimeout: 60000,
  maxWorkers: 2,
};
