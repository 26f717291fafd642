import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { BackupError, createBackup } from '../backup/backup-archive.js';
import { progressPrinter } from '../backup/progress-printer.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { prepareDatabase } from '../database/prepare-database.js';

// npm run backup -- [file or folder]: one tar archive with the database, every
// stored image and a manifest (docs/operations.md, Backups). With the embedded
// database and the server running, the backup reads the running database.

async function outputFile(argument: string | undefined): Promise<string> {
  const name = `poster-admin-${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar`;
  if (!argument) return path.resolve(name);
  const found = await stat(argument).catch(() => undefined);
  return found?.isDirectory() ? path.resolve(argument, name) : path.resolve(argument);
}

/**
 * The embedded database of a server running on this DATA_DIR (its port is in
 * postmaster.pid, its password beside it), or undefined when none answers.
 */
async function runningEmbeddedDatabase(dataDir: string): Promise<string | undefined> {
  try {
    const port = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[3]);
    const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
    const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/poster_admin`;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

async function main(): Promise<number> {
  const file = await outputFile(process.argv.slice(2).find((argument) => !argument.startsWith('-')));
  const config = await loadConfig();
  const running = config.databaseUrl ? undefined : await runningEmbeddedDatabase(config.dataDir);
  const database = running
    ? { databaseUrl: running, stop: async () => {} }
    : await prepareDatabase(config, (message) => process.stderr.write(`${message}\n`));
  const progress = progressPrinter();
  try {
    const manifest = await createBackup(config, database.databaseUrl, file, progress);
    progress.end();
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    process.stderr.write(
      `Backed up ${rows} rows in ${Object.keys(manifest.tables).length} tables (migration ${manifest.migration}) and ` +
        `${manifest.images.count} stored files (${(manifest.images.bytes / 1e6).toFixed(1)} MB).\n`,
    );
    process.stdout.write(`${file}\n`);
    return 0;
  } finally {
    progress.end();
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof BackupError;
    process.stderr.write(`Backup failed: ${known ? error.message : String((error as Error).stack ?? error)}\n`);
    process.exit(1);
  },
);
