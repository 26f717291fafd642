import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BackupError, createBackup, restoreBackup, type BackupManifest } from '../../server/src/backup/backup-archive.js';
import { openStoredFiles } from '../../server/src/backup/stored-files.js';
import { type AppConfig, loadConfig } from '../../server/src/config/app-config.js';
import { prepareDatabase } from '../../server/src/database/prepare-database.js';
import { noisePng } from './support/images.js';
import { startTestBucket, type TestBucket } from './support/s3.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// Issue 30.3: a backup restores. Real data made through the API (history,
// trash, images), backed up, the instance destroyed, restored into a fresh
// one: every row of every table and every stored file's bytes come back.

/** Every app table's rows, each as JSON, sorted: the database's state. */
async function tableRows(databaseUrl: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('_prisma_migrations', 'throttle_attempts') ORDER BY 1`,
    );
    const state: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${name}" t ORDER BY 1`);
      state[name] = rows.map((row) => row.row);
    }
    const { rows: sequences } = await client.query<{ name: string; value: string | null }>(
      `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
    );
    state['(sequences)'] = sequences.map((sequence) => `${sequence.name}=${sequence.value}`);
    return state;
  } finally {
    await client.end();
  }
}

/** Every stored file's SHA-256, by key. */
async function storedFiles(config: AppConfig): Promise<Record<string, string>> {
  const files = await openStoredFiles(config);
  try {
    const hashes: Record<string, string> = {};
    for (const { key } of await files.list())
      hashes[key] = createHash('sha256')
        .update(await files.storage.read(key))
        .digest('hex');
    return hashes;
  } finally {
    files.close();
  }
}

/** A category with a gallery, renamed (history); a greeting with images; a second category with images, deleted (trash); an app user. */
async function seed(t: TestApp): Promise<void> {
  const token = `Bearer ${await t.signIn('superadmin')}`;
  const rest = (method: 'post' | 'put' | 'delete', url: string) => t.http()[method](`/adminapi${url}`).set('Authorization', token);
  const upload = async (url: string, fields: Record<string, string>, count: number) => {
    let call = rest('post', url);
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    for (let index = 0; index < count; index++) call = call.attach('images', await noisePng(48), `image-${index}.png`);
    await call.expect(201);
  };
  for (const [categoryName, keep] of [
    ['Navratri', true],
    ['Uttarayan', false],
  ] as const) {
    const category = await rest('post', '/categories/create').send({ categoryName, status: true }).expect(201);
    const categoryId = category.body.data.id as string;
    const sub = await rest('post', '/subcategories/create').send({
      categoryId,
      subcategoryName: `${categoryName} nights`,
      priority: 1,
      status: true,
    });
    expect(sub.status).toBe(201);
    await upload('/subcategories/uploadimages', { id: sub.body.data.id, categoryId }, 2);
    const greeting = await rest('post', '/greetings/create').send({
      categoryId,
      greetingName: `Shubh ${categoryName}`,
      status: true,
      isHomePage: true,
    });
    expect(greeting.status).toBe(201);
    await upload('/greetings/uploadimages', { id: greeting.body.data.id, categoryId }, 1);
    if (keep)
      await rest('put', '/categories/update')
        .send({ id: categoryId, categoryName: `${categoryName} 2026` })
        .expect(200);
    else await rest('delete', '/categories/delete').send({ id: categoryId }).expect(200);
  }
  await rest('post', '/users/create')
    .send({ name: 'Jayesh Parmar', mobile: '9876500001', pin: '2468', userType: 'panchayat', village: 'Kalol' })
    .expect(201);
}

async function expectSeeded(rows: Record<string, string[]>, files: Record<string, string>) {
  expect(rows.AuditEvent?.length).toBeGreaterThan(5);
  expect(rows.TrashEntry).toHaveLength(1);
  expect(rows.AppUser).toHaveLength(1);
  // 2 + 1 images in each category, each with its thumbnail.
  expect(Object.keys(files)).toHaveLength(12);
}

const quiet = () => {};

describe('backup and restore', () => {
  let work: string;
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'poster-backup-test-'));
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    await rm(work, { recursive: true, force: true });
  });

  it('local storage into a fresh embedded database: every row and every image back; a non-empty target refused without --force', async () => {
    const source = await createTestApp({ STORAGE: 'local' });
    await seed(source);
    const rows = await tableRows(source.config.databaseUrl!);
    const files = await storedFiles(source.config);
    await expectSeeded(rows, files);

    const archive = path.join(work, 'local.tar');
    const manifest = await createBackup(source.config, source.config.databaseUrl!, archive, quiet);
    expect(manifest).toMatchObject({ app: 'poster-admin', storage: 'local', images: { count: 12 } });
    expect(manifest.tables.AppUser).toBe(1);
    expect(manifest.tables.TrashEntry).toBe(1);
    expect(manifest.migration).toMatch(/^\d{14}_/);

    // The bad day: the database and the uploads folder are gone.
    await source.close();
    await rm(source.config.dataDir, { recursive: true, force: true });

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-restore-embedded-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = await loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), CLIENT_DIR: '/nonexistent' });
    expect(config.databaseUrl).toBeUndefined();
    const database = await prepareDatabase(config, quiet);
    cleanups.push(() => database.stop());
    const phases = new Set<string>();
    const restored = await restoreBackup(config, database.databaseUrl, archive, { force: false, progress: (phase) => phases.add(phase) });
    expect(restored.mismatches).toEqual([]);
    expect([...phases]).toEqual(['Images', 'Database']);
    expect(await tableRows(database.databaseUrl)).toEqual(rows);
    expect(await storedFiles(config)).toEqual(files);

    // Restoring again over it is refused, naming what is there, and changes nothing.
    await expect(restoreBackup(config, database.databaseUrl, archive, { force: false, progress: quiet })).rejects.toThrow(
      /^The target is not empty: rows in .*AppUser \(1\).*; 12 stored files in .*add --force to replace everything it holds\.$/,
    );
    // --force replaces: rows added since and a stray file go, the backup's state is back.
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    await client.query(`UPDATE "Category" SET "categoryName" = 'Changed since'`);
    await client.end();
    await writeFile(path.join(config.uploadsDir, 'images', 'stray.png'), await noisePng(8));
    const forced = await restoreBackup(config, database.databaseUrl, archive, { force: true, progress: quiet });
    expect(forced.mismatches).toEqual([]);
    expect(await tableRows(database.databaseUrl)).toEqual(rows);
    expect(await storedFiles(config)).toEqual(files);
  }, 180_000);

  it('DATABASE_URL with an S3 bucket into a new database and an empty bucket: every row and every object back', async () => {
    const sourceBucket = await startTestBucket('posters-source');
    cleanups.push(() => sourceBucket.close());
    const source = await createTestApp(sourceBucket.env);
    await seed(source);
    const rows = await tableRows(source.config.databaseUrl!);
    const files = await storedFiles(source.config);
    await expectSeeded(rows, files);

    const archive = path.join(work, 's3.tar');
    const manifest: BackupManifest = await createBackup(source.config, source.config.databaseUrl!, archive, quiet);
    expect(manifest).toMatchObject({ storage: 's3', images: { count: 12 } });
    await source.close();
    await sourceBucket.close();

    // A new, empty database on the same server (migrated by the restore's start, as `npm run restore` does) and a new bucket.
    const name = `restore_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const drop = new pg.Client({ connectionString: process.env.TEST_SERVER_URL });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    });
    const url = new URL(process.env.TEST_SERVER_URL!);
    url.pathname = `/${name}`;
    const targetBucket: TestBucket = await startTestBucket('posters-target');
    cleanups.push(() => targetBucket.close());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-restore-s3-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = await loadConfig({
      ...targetBucket.env,
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CLIENT_DIR: '/nonexistent',
    });
    const database = await prepareDatabase(config, quiet);
    const restored = await restoreBackup(config, database.databaseUrl, archive, { force: false, progress: quiet });
    expect(restored.mismatches).toEqual([]);
    expect(await tableRows(database.databaseUrl)).toEqual(rows);
    expect(await storedFiles(config)).toEqual(files);
    expect(await targetBucket.keys()).toEqual(Object.keys(files).sort());
  }, 180_000);

  it('refuses what is not a backup, and a missing file, with a message', async () => {
    const config = await loadConfig({ DATA_DIR: work, JWT_SECRET: randomBytes(32).toString('hex'), CLIENT_DIR: '/nonexistent' });
    const notTar = path.join(work, 'notes.tar');
    await writeFile(notTar, 'hello');
    const url = process.env.TEST_SERVER_URL!;
    await expect(restoreBackup(config, url, notTar, { force: false, progress: quiet })).rejects.toThrow(BackupError);
    await expect(restoreBackup(config, url, path.join(work, 'missing.tar'), { force: false, progress: quiet })).rejects.toThrow(/^No such file: /);
  });
});
