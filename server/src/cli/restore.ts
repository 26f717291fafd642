import { BackupError, restoreBackup } from '../backup/backup-archive.js';
import { progressPrinter } from '../backup/progress-printer.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { prepareDatabase } from '../database/prepare-database.js';

// npm run restore -- <archive> [--force]: brings this instance (DATABASE_URL
// or the embedded database, STORAGE local or s3) back to the archive's state.
// Stop the server first. Exit 1 on a refusal, a failure or counts that differ.

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((argument) => !argument.startsWith('-'));
  const unknown = args.filter((argument) => argument.startsWith('-') && argument !== '--force');
  if (files.length !== 1 || unknown.length) {
    process.stderr.write('Usage: npm run restore -- <archive.tar> [--force]\n');
    return 2;
  }
  const config = await loadConfig();
  const database = await prepareDatabase(config, (message) => process.stderr.write(`${message}\n`));
  const progress = progressPrinter();
  try {
    const { manifest, mismatches } = await restoreBackup(config, database.databaseUrl, files[0], { force, progress });
    progress.end();
    if (mismatches.length) {
      process.stderr.write(`Restored, but the instance does not match the backup's manifest:\n  ${mismatches.join('\n  ')}\n`);
      return 1;
    }
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    process.stderr.write(
      `Restored the backup of ${manifest.createdAt}: ${rows} rows in ${Object.keys(manifest.tables).length} tables and ` +
        `${manifest.images.count} stored files (${(manifest.images.bytes / 1e6).toFixed(1)} MB); every count matches the manifest.\n`,
    );
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
    process.stderr.write(`Restore failed: ${known ? error.message : String((error as Error).stack ?? error)}\n`);
    process.exit(1);
  },
);
