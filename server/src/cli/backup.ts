import { stat } from 'node:fs/promises';
import path from 'node:path';
import { BackupError, createBackup } from '../backup/backup-archive.js';
import { progressPrinter } from '../backup/progress-printer.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { prepareDatabase } from '../database/prepare-database.js';

// npm run backup -- [file or folder]: one tar archive with the database, every
// stored image and a manifest (docs/operations.md, Backups). With the embedded
// database, stop the server first (it holds the database folder).

async function outputFile(argument: string | undefined): Promise<string> {
  const name = `poster-admin-${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar`;
  if (!argument) return path.resolve(name);
  const found = await stat(argument).catch(() => undefined);
  return found?.isDirectory() ? path.resolve(argument, name) : path.resolve(argument);
}

async function main(): Promise<number> {
  const file = await outputFile(process.argv.slice(2).find((argument) => !argument.startsWith('-')));
  const config = await loadConfig();
  const database = await prepareDatabase(config, (message) => process.stderr.write(`${message}\n`));
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
