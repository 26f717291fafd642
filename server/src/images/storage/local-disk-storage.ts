import { copyFile, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.js';

/** Files under DATA_DIR/uploads, served by the app at /uploads. */
export class LocalDiskStorage implements FileStorage {
  private readonly root: string;

  constructor(uploadsDir: string) {
    this.root = path.resolve(uploadsDir);
  }

  async putFile(key: string, sourcePath: string): Promise<void> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(sourcePath, target);
    } catch (error) {
      // Another file system (a mounted volume): copy, then drop the source.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(sourcePath, target);
      await rm(sourcePath, { force: true });
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.resolve(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  publicUrl(key: string): string {
    return `/uploads/${key}`;
  }

  /** Never lets a key lead out of the uploads folder. */
  private resolve(key: string): string {
    const absolute = path.resolve(this.root, key);
    if (!absolute.startsWith(this.root + path.sep)) throw new Error(`Storage key outside the uploads folder: ${key}`);
    return absolute;
  }
}
