// Browser tests: the built app (npm run build) served by the real server on a
// fresh embedded PostgreSQL, driven in Debian's Chromium through playwright-core.
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  },
];

export default {
  rootDir: '../..',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/test/e2e/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/e2e/support/global-teardown.mjs',
  testEnvironment: 'node',
  testTimeout: 60_000,
};
