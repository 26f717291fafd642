// Many app processes on one database (issue 19): the built server (dist/),
// started as real processes on the server tests' PostgreSQL and an s3rver bucket.
import server from '../server/jest.config.mjs';

export default {
  ...server,
  roots: ['<rootDir>/test/scale'],
  globalTeardown: '<rootDir>/test/scale/global-teardown.mjs',
  testTimeout: 120_000,
  maxWorkers: 1,
  // Killed processes' pipes and the SDK's keep-alive sockets must not keep a finished run waiting.
  forceExit: true,
};
