import { rm } from 'node:fs/promises';
import { stopEmbeddedDatabase } from '../server/support/global-teardown.mjs';

/**
 * The two-process tests talk to spawned servers over HTTP, which the contract
 * recorder (test/server/support/contract.ts) does not see, so the server
 * suite's check that every operation was answered does not apply here.
 */
export default async function globalTeardown() {
  if (process.env.CONTRACT_COVERAGE_DIR) await rm(process.env.CONTRACT_COVERAGE_DIR, { recursive: true, force: true });
  await stopEmbeddedDatabase();
}
