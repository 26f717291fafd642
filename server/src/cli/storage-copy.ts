import { ConfigError, loadConfig } from '../config/app-config.js';
import { copyToBucket, type CopyProgress } from '../images/storage/copy-to-bucket.js';
import { S3Storage } from '../images/storage/s3-storage.js';

// npm run storage:copy: moves an installation's images from DATA_DIR/uploads
// to the bucket the S3_* settings name (STORAGE may still say local). Run it,
// switch STORAGE=s3, restart, run it once more for uploads made meanwhile.

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

function progressLine({ done, total, copied, skipped, failed, bytesCopied }: CopyProgress): string {
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : width;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} files, ${copied} copied (${megabytes(bytesCopied)}), ${skipped} already there, ${failed} failed`;
}

async function main(): Promise<number> {
  const config = await loadConfig({ ...process.env, STORAGE: 's3' });
  if (config.storage.kind !== 's3') throw new ConfigError('STORAGE=s3 settings are required');
  const bucket = new S3Storage(config.storage);
  const tty = process.stdout.isTTY;
  let lastTenth = -1;
  process.stdout.write(`Copying ${config.uploadsDir} to s3://${config.storage.bucket}\n`);
  const summary = await copyToBucket(config.uploadsDir, bucket, {
    onProgress: (progress) => {
      if (tty) return void process.stdout.write(`\r${progressLine(progress)}`);
      // Logs and CI: a line every tenth, not one per file.
      const tenth = progress.total ? Math.floor((progress.done / progress.total) * 10) : 10;
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        process.stdout.write(`${progressLine(progress)}\n`);
      }
    },
  });
  if (tty) process.stdout.write('\n');
  for (const failure of summary.failures) process.stderr.write(`Not copied: ${failure.key}: ${failure.message}\n`);
  process.stdout.write(
    `Done: ${summary.total} files, ${summary.copied} copied (${megabytes(summary.bytesCopied)}), ` +
      `${summary.skipped} already in the bucket, ${summary.failed} failed.` +
      (summary.failed ? ' Run it again to retry the failed ones.\n' : '\n'),
  );
  bucket.client.destroy();
  return summary.failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`);
    process.exit(1);
  },
);
