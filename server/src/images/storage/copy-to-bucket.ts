import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, IMAGE_FILE } from './file-storage.js';
import type { S3Storage } from './s3-storage.js';

export interface CopyProgress {
  done: number;
  total: number;
  copied: number;
  skipped: number;
  failed: number;
  bytesCopied: number;
}

export interface CopySummary extends CopyProgress {
  failures: Array<{ key: string; message: string }>;
}

/** Every stored file under the local uploads folder, as storage keys (the incoming folder and other dot folders left out). */
export async function localKeys(uploadsDir: string): Promise<Array<{ key: string; file: string; size: number }>> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const found: Array<{ key: string; file: string; size: number }> = [];
  for (const entry of entries) {
    if (!entry.isFile() || !IMAGE_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(uploadsDir, file).split(path.sep).join('/');
    if (key.split('/').some((part) => part.startsWith('.'))) continue;
    found.push({ key, file, size: (await stat(file)).size });
  }
  return found.sort((left, right) => left.key.localeCompare(right.key));
}

/**
 * Copies every stored image and thumbnail from the local uploads folder to
 * the bucket under the same key. Idempotent and so resumable: an object
 * already there with the same size is skipped (keys are never reused, so
 * same key and size is the same file); a missing or different one is
 * uploaded again. Local files stay, so switching back is possible.
 */
export async function copyToBucket(
  uploadsDir: string,
  bucket: S3Storage,
  options: { concurrency?: number; onProgress?: (progress: CopyProgress) => void } = {},
): Promise<CopySummary> {
  const files = await localKeys(uploadsDir);
  const summary: CopySummary = { done: 0, total: files.length, copied: 0, skipped: 0, failed: 0, bytesCopied: 0, failures: [] };
  options.onProgress?.(summary);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const { key, file, size } = files[next++];
      try {
        if ((await bucket.sizeOf(key)) === size) {
          summary.skipped += 1;
        } else {
          await bucket.upload(key, file, contentTypeOf(key));
          summary.copied += 1;
          summary.bytesCopied += size;
        }
      } catch (error) {
        summary.failed += 1;
        summary.failures.push({ key, message: (error as Error).message });
      }
      summary.done += 1;
      options.onProgress?.(summary);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 8) }, worker));
  return summary;
}
