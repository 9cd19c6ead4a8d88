/** Back-office unit tests in jsdom, beside the code they test. */
// In a browser zone other than India's (and not UTC either): a date written in the browser's time
// instead of the shop's shows up as a failure, on any machine.
process.env.TZ = 'America/New_York';
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  // @satchel/shared from its TypeScript source, as Vite reads it, not from its build for Node.
  testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
  roots: ['<rootDir>/src'],
  testRegex: '\\.test\\.tsx?$',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // react-hotkeys-hook (used by react-admin) ships ES modules only: swc turns it into CommonJS too.
  transformIgnorePatterns: ['/node_modules/(?!react-hotkeys-hook/)'],
  transform: {
    '^.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
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
