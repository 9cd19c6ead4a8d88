/** Storefront unit tests: components and state in jsdom, beside the code they test. */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  // @satchel/shared from its TypeScript source, as Vite reads it, not from its build for Node.
  testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
  roots: ['<rootDir>/src'],
  testRegex: '\\.test\\.tsx?$',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest.style-stub.cjs', '\\.svg$': '<rootDir>/jest.file-stub.cjs' },
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
