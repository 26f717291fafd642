// The offline migration tooling (prisma/engine.mjs): the drift check can fail,
// and applied migrations are recorded the way `prisma migrate deploy` does.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { diffMigrationsToSchema, isEmptyMigration, migrationsDir, schemaPath } from '../../prisma/engine.mjs';

const serverUrl = () => process.env.TEST_SERVER_URL!;

describe('migrations', () => {
  let client: pg.Client;

  beforeAll(async () => {
    const url = new URL(serverUrl());
    url.pathname = `/${process.env.TEST_TEMPLATE_DB}`;
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
  });
  afterAll(() => client.end());

  it('records every migration on disk in _prisma_migrations, finished', async () => {
    const onDisk = (await readdir(migrationsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const { rows } = await client.query(
      'SELECT migration_name, finished_at, rolled_back_at, checksum FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(rows.map((row) => row.migration_name)).toEqual(onDisk);
    for (const row of rows) {
      expect(row.finished_at).not.toBeNull();
      expect(row.rolled_back_at).toBeNull();
      expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('finds nothing to migrate for the committed schema', async () => {
    expect(isEmptyMigration(await diffMigrationsToSchema(serverUrl()))).toBe(true);
  });

  it('reports a schema change that no migration carries', async () => {
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'schema-drift-'));
    await cp(migrationsDir, path.join(scratch, 'migrations'), { recursive: true });
    const changed = path.join(scratch, 'schema.prisma');
    await writeFile(changed, `${await readFile(schemaPath, 'utf8')}\nmodel Drift {\n  id String @id\n}\n`);
    const sql = await diffMigrationsToSchema(serverUrl(), { schemaFile: changed, dir: path.join(scratch, 'migrations') });
    expect(isEmptyMigration(sql)).toBe(false);
    expect(sql).toContain('CREATE TABLE "Drift"');
  });
});
