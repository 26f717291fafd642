import type { AppConfig } from '../../config/app-config.js';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';

/**
 * The storage STORAGE names (validated by loadConfig). The S3 client is
 * imported only when it is the one chosen: the AWS SDK holds tens of MB
 * resident, which a server on its local disk should not pay (issue 15).
 */
export async function createFileStorage(config: AppConfig): Promise<FileStorage> {
  if (config.storage.kind !== 's3') return new LocalDiskStorage(config.uploadsDir);
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(config.storage);
}
