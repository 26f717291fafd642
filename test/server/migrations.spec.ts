// The offline migration tooling (prisma/engine.mjs): the drift check can fail,
// and applied migrations are recorded the way `prisma migrate deploy` does.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { applyMigrations, diffMigrationsToSchema, isEmptyMigration, migrationsDir, schemaPath } from '../../prisma/engine.mjs';

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

  it('keeps every category when names entered twice meet the unique-name index, renaming the later ones', async () => {
    // A database as it was just before the rule: the migrations up to it, then duplicates.
    const database = `migrate_${process.pid}_${Date.now()}`;
    await client.query(`CREATE DATABASE ${database}`);
    const url = new URL(serverUrl());
    url.pathname = `/${database}`;
    const before = await mkdtemp(path.join(os.tmpdir(), 'migrations-before-'));
    for (const name of (await readdir(migrationsDir)).filter((entry) => entry < '20261123112534')) {
      await cp(path.join(migrationsDir, name), path.join(before, name), { recursive: true });
    }
    const db = new pg.Client({ connectionString: url.toString() });
    try {
      await applyMigrations(url.toString(), before);
      await db.connect();
      await db.query(`
        INSERT INTO "Category" (id, "categoryName", "isElection", "createdAt", "updatedAt") VALUES
          ('00000000-0000-4000-8000-000000000001', 'Diwali', false, '2026-01-01', now()),
          ('10000000-0000-4000-8000-000000000002', 'diwali', false, '2026-01-02', now()),
          ('20000000-0000-4000-8000-000000000003', 'DIWALI', false, '2026-01-03', now()),
          ('30000000-0000-4000-8000-000000000004', 'Diwali', true, '2026-01-04', now())`);

      await applyMigrations(url.toString());

      const { rows } = await db.query(`SELECT "categoryName", "isElection" FROM "Category" ORDER BY "createdAt"`);
      expect(rows).toEqual([
        { categoryName: 'Diwali', isElection: false },
        { categoryName: 'diwali (10000000)', isElection: false },
        { categoryName: 'DIWALI (20000000)', isElection: false },
        // The election kind may share the name.
        { categoryName: 'Diwali', isElection: true },
      ]);
      await expect(db.query(`INSERT INTO "Category" (id, "categoryName", "updatedAt") VALUES (gen_random_uuid(), 'DiWaLi', now())`)).rejects.toThrow(
        /duplicate key/,
      );
    } finally {
      await db.end().catch(() => undefined);
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
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
