import type { Logger } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes stored files (paths relative to the uploads folder) after the rows
 * that named them are gone. A missing file is already removed; other failures
 * are logged, not thrown, because the records are deleted either way.
 * Returns how many paths no longer exist.
 */
export async function removeStoredFiles(uploadsDir: string, relativePaths: string[], logger: Logger): Promise<number> {
  const root = path.resolve(uploadsDir);
  let removed = 0;
  for (const relative of new Set(relativePaths)) {
    const absolute = path.resolve(root, relative);
    // Never follow a stored path out of the uploads folder.
    if (!absolute.startsWith(root + path.sep)) {
      logger.error(`Refused to remove a stored file outside the uploads folder: ${relative}`);
      continue;
    }
    try {
      await rm(absolute, { force: true });
      removed += 1;
    } catch (error) {
      logger.error(`Could not remove the stored file ${relative}: ${(error as Error).message}`);
    }
  }
  return removed;
}
