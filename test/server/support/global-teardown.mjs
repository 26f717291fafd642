import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * After a whole run (no path filter): every operation in docs/openapi.json
 * must have been answered at least once with a 2xx and once with a 4xx by
 * the suite (support/contract.ts records them). A filtered run only prints
 * what it covered.
 */
async function checkContractCoverage(globalConfig) {
  const dir = process.env.CONTRACT_COVERAGE_DIR;
  if (!dir) return;
  const seen = new Set();
  for (const file of await readdir(dir)) {
    for (const line of (await readFile(path.join(dir, file), 'utf8')).split('\n')) if (line) seen.add(line);
  }
  await rm(dir, { recursive: true, force: true });
  const document = JSON.parse(await readFile(fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url)), 'utf8'));
  const missing = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of Object.keys(item)) {
      const key = `${method.toUpperCase()} ${template}`;
      for (const kind of ['2xx', '4xx']) if (!seen.has(`${key} ${kind}`)) missing.push(`${key}: no ${kind === '2xx' ? 'success' : 'refusal'}`);
    }
  }
  const filtered = (globalConfig.testPathPatterns?.patterns?.length ?? 0) > 0 || globalConfig.onlyChanged || globalConfig.testNamePattern;
  if (!missing.length) return;
  const report = `REST operations the suite never saw answer:\n  ${missing.join('\n  ')}`;
  if (filtered) return;
  throw new Error(report);
}

/** Stops the embedded PostgreSQL of global-setup, if it started one. */
export async function stopEmbeddedDatabase() {
  const embedded = globalThis.__EMBEDDED_PG__;
  if (embedded) {
    await embedded.server.stop();
    await rm(embedded.dataDir, { recursive: true, force: true });
  }
}

export default async function globalTeardown(globalConfig) {
  try {
    await checkContractCoverage(globalConfig);
  } finally {
    await stopEmbeddedDatabase();
  }
}
