// Installed for every server test file (jest.config.mjs setupFilesAfterEnv):
// each REST answer is checked against docs/openapi.json, and a test whose
// requests got an answer the document does not describe fails.
import { afterEach } from '@jest/globals';
import { takeContractViolations, watchAllServers } from './contract.js';

watchAllServers();

afterEach(() => {
  const violations = takeContractViolations();
  if (violations.length) {
    throw new Error(`REST answers that docs/openapi.json does not describe:\n- ${violations.join('\n- ')}`);
  }
});
