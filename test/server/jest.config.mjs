// Server tests: unit tests beside the code (server/src/**/*.spec.ts) and
// integration tests here, all against a real PostgreSQL (see global-setup).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

export default {
  rootDir: '../..',
  roots: ['<rootDir>/server/src', '<rootDir>/test/server'],
  testMatch: ['**/*.spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  globalSetup: '<rootDir>/test/server/support/global-setup.mjs',
  // Error answers carry a random requestId; expectations that do not name one ignore it.
  // Every REST answer is checked against docs/openapi.json (support/contract-setup.ts).
  setupFilesAfterEnv: ['<rootDir>/test/server/support/request-ids.ts', '<rootDir>/test/server/support/contract-setup.ts'],
  globalTeardown: '<rootDir>/test/server/support/global-teardown.mjs',
  testEnvironment: 'node',
  testTimeout: 30_000,
  maxWorkers: 2,
};
