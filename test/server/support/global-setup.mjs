// One real PostgreSQL for the whole run: DATABASE_URL when given, else an
// embedded server in a temporary folder. A template database is migrated once;
// each test file clones it (CREATE DATABASE ... TEMPLATE), so every suite
// starts from a fresh, empty, migrated database.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations } from '../../../prisma/engine.mjs';
import { startEmbeddedPostgres } from '../../../prisma/postgres.mjs';

export const TEMPLATE_DB = 'poster_admin_test_template';

export default async function globalSetup() {
  // Where each test file records which documented REST answers it saw (support/contract.ts).
  process.env.CONTRACT_COVERAGE_DIR = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-contract-'));
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-test-'));
    const server = await startEmbeddedPostgres({ dataDir, database: 'postgres' });
    globalThis.__EMBEDDED_PG__ = { server, dataDir };
    serverUrl = server.url;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  await applyMigrations(templateUrl.toString());
  process.env.TEST_SERVER_URL = serverUrl;
  process.env.TEST_TEMPLATE_DB = TEMPLATE_DB;
}
