import type { AppConfig } from '../../config/app-config.js';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage } from './s3-storage.js';

/** The storage STORAGE names (validated by loadConfig). */
export function createFileStorage(config: AppConfig): FileStorage {
  return config.storage.kind === 's3' ? new S3Storage(config.storage) : new LocalDiskStorage(config.uploadsDir);
}
