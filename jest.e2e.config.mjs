/** Browser tests: playwright-core in Debian's Chromium against the production server. */
export default {
  rootDir: '.',
  displayName: 'browser',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: { '^@site/(.*)$': '<rootDir>/$1' },
  globalSetup: '<rootDir>/test/support/browser/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/browser/global-teardown.ts',
  testTimeout: 60_000,
  maxWorkers: 1,
  reporters: ['default', '<rootDir>/test/support/summary-reporter.cjs'],
};
