import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { type AppConfig, projectRoot } from '../config/app-config.js';
import { contentTypeOf } from '../images/storage/file-storage.js';
import { type DatabaseLayout, dumpDatabase, latestMigration, loadDatabase, nonEmptyTables, rowCounts } from './database-copy.js';
import { openStoredFiles } from './stored-files.js';
import { entryBuffer, entryStream, extractEntry, readTarIndex, TarWriter } from './tar.js';

// One backup = one tar archive:
//   database/layout.json          the tables (columns in order) and sequence positions
//   database/<table>.copy.gz      each table's rows, PostgreSQL COPY text format, gzipped
//   files/<key>                   every stored image and thumbnail, under its storage key
//   manifest.json                 what a restore checks: app version, migration, counts
// See docs/operations.md (Backups) and docs/decisions.md for why not pg_dump.

export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  app: string;
  appVersion: string;
  createdAt: string;
  /** The last migration applied to the database backed up; a restore needs the same. */
  migration: string | null;
  postgresVersion: string;
  storage: 'local' | 's3';
  /** Rows per table. */
  tables: Record<string, number>;
  /** Stored files (images and their thumbnails). */
  images: { count: number; bytes: number };
}

/** Progress for a person: a phase, how far, and what. */
export type Progress = (phase: string, done: number, total: number, detail?: string) => void;

/** A refusal with a message for the operator (no stack). */
export class BackupError extends Error {}

async function appPackage(): Promise<{ name: string; version: string }> {
  return JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as { name: string; version: string };
}

/**
 * Writes the archive to `file` (through `file.partial`, renamed when whole:
 * a failed backup leaves no file that looks like one).
 */
export async function createBackup(config: AppConfig, databaseUrl: string, file: string, progress: Progress): Promise<BackupManifest> {
  const target = path.resolve(file);
  await stat(target).then(
    () => {
      throw new BackupError(`${target} already exists; name a new file`);
    },
    () => undefined,
  );
  const folder = await stat(path.dirname(target)).catch(() => undefined);
  if (!folder?.isDirectory()) throw new BackupError(`No folder ${path.dirname(target)} to write the backup in`);
  const partial = `${target}.partial`;
  const work = await mkdtemp(path.join(path.dirname(target), '.backup-'));
  const tar = new TarWriter(partial);
  const files = await openStoredFiles(config);
  try {
    const dump = await dumpDatabase(databaseUrl, async (table, data, index, total) => {
      progress('Database', index, total, table.name);
      const staged = path.join(work, `${index}.gz`);
      await pipeline(data, createGzip({ level: 6 }), createWriteStream(staged));
      const { size } = await stat(staged);
      await tar.add(`database/${table.name}.copy.gz`, size, createReadStream(staged));
      await rm(staged);
    });
    progress('Database', dump.layout.tables.length, dump.layout.tables.length);
    const layout = Buffer.from(JSON.stringify(dump.layout, null, 2));
    await tar.add('database/layout.json', layout.length, layout);

    const stored = await files.list();
    let bytes = 0;
    for (const [index, { key }] of stored.entries()) {
      progress('Images', index, stored.length, `${(bytes / 1e6).toFixed(1)} MB`);
      const body = await files.storage.read(key);
      await tar.add(`files/${key}`, body.length, body);
      bytes += body.length;
    }
    progress('Images', stored.length, stored.length, `${(bytes / 1e6).toFixed(1)} MB`);

    const app = await appPackage();
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      app: app.name,
      appVersion: app.version,
      createdAt: new Date().toISOString(),
      migration: dump.migration ?? null,
      postgresVersion: dump.serverVersion,
      storage: config.storage.kind === 's3' ? 's3' : 'local',
      tables: dump.rows,
      images: { count: stored.length, bytes },
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await tar.add('manifest.json', manifestBytes.length, manifestBytes);
    await tar.finish();
    await rename(partial, target);
    return manifest;
  } catch (error) {
    tar.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    files.close();
    await rm(work, { recursive: true, force: true });
  }
}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** Where the restored instance differs from the manifest; empty when it matches. */
  mismatches: string[];
}

/**
 * Brings the instance (`databaseUrl`, migrated to the backup's migration,
 * and the storage `config` names) to the archive's state. Refuses a target
 * with any row or stored file unless `force` (which replaces them). Images
 * go first, then the database in one transaction; with `force`, stored
 * files the backup does not have are removed once the database is in.
 */
export async function restoreBackup(
  config: AppConfig,
  databaseUrl: string,
  file: string,
  options: { force: boolean; progress: Progress },
): Promise<RestoreSummary> {
  const archive = path.resolve(file);
  const entries = await readTarIndex(archive).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(error.code === 'ENOENT' ? `No such file: ${archive}` : `${archive}: ${error.message}`);
  });
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const manifestEntry = byName.get('manifest.json');
  const layoutEntry = byName.get('database/layout.json');
  if (!manifestEntry || !layoutEntry) throw new BackupError(`${archive} is not a backup of this app (no manifest.json)`);
  const manifest = JSON.parse((await entryBuffer(archive, manifestEntry)).toString('utf8')) as BackupManifest;
  const app = await appPackage();
  if (manifest.app !== app.name || manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(`${archive} is not a backup this version can read (app ${manifest.app}, format ${manifest.format})`);
  }
  const layout = JSON.parse((await entryBuffer(archive, layoutEntry)).toString('utf8')) as DatabaseLayout;

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const migration = await latestMigration(client).finally(() => client.end());
  if ((migration ?? null) !== manifest.migration) {
    throw new BackupError(
      `The backup's database is at migration ${manifest.migration ?? '(none)'} (app ${manifest.appVersion}); this app's is at ` +
        `${migration ?? '(none)'}. Restore with the app version that made the backup, then upgrade.`,
    );
  }

  const files = await openStoredFiles(config);
  try {
    const busyTables = await nonEmptyTables(databaseUrl);
    const present = await files.list();
    if ((Object.keys(busyTables).length || present.length) && !options.force) {
      const rows = Object.entries(busyTables)
        .map(([table, count]) => `${table} (${count})`)
        .join(', ');
      throw new BackupError(
        'The target is not empty' +
          (rows ? `: rows in ${rows}` : '') +
          (present.length ? `${rows ? ';' : ':'} ${present.length} stored files in ${files.where}` : '') +
          '. Restore into an empty instance, or add --force to replace everything it holds.',
      );
    }

    const images = entries.filter((entry) => entry.name.startsWith('files/'));
    const staging = path.join(config.uploadsDir, '.incoming', `restore-${randomBytes(6).toString('hex')}`);
    await mkdir(staging, { recursive: true });
    try {
      let bytes = 0;
      for (const [index, entry] of images.entries()) {
        options.progress('Images', index, images.length, `${(bytes / 1e6).toFixed(1)} MB`);
        const key = entry.name.slice('files/'.length);
        const local = path.join(staging, String(index));
        await extractEntry(archive, entry, local);
        await files.storage.putFile(key, local, contentTypeOf(key));
        bytes += entry.size;
      }
      options.progress('Images', images.length, images.length, `${(bytes / 1e6).toFixed(1)} MB`);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }

    await loadDatabase(databaseUrl, layout, {
      replace: options.force,
      read: (table) => {
        const entry = byName.get(`database/${table.name}.copy.gz`);
        if (!entry) throw new BackupError(`The archive has no rows for table ${table.name}: it is damaged`);
        return entry.size ? entryStream(archive, entry).pipe(createGunzip()) : Readable.from([]);
      },
      onTable: (table, index, total) => options.progress('Database', index, total, table.name),
    });
    options.progress('Database', layout.tables.length, layout.tables.length);

    const wanted = new Set(images.map((entry) => entry.name.slice('files/'.length)));
    if (options.force) {
      for (const { key } of present) if (!wanted.has(key)) await files.storage.remove(key);
    }

    const mismatches: string[] = [];
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const counts = await rowCounts(check).finally(() => check.end());
    for (const [table, expected] of Object.entries(manifest.tables)) {
      if (counts[table] !== expected) mismatches.push(`${table}: ${counts[table] ?? 'no table'} rows, the backup has ${expected}`);
    }
    const stored = await files.list();
    const storedBytes = stored.reduce((sum, { size }) => sum + size, 0);
    if (stored.length !== manifest.images.count || storedBytes !== manifest.images.bytes) {
      mismatches.push(
        `stored files: ${stored.length} (${storedBytes} bytes), the backup has ${manifest.images.count} (${manifest.images.bytes} bytes)`,
      );
    }
    return { manifest, mismatches };
  } finally {
    files.close();
  }
}
