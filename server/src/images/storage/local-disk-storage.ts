import express, { type RequestHandler, type Response } from 'express';
import { copyFile, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type FileStorage, IMAGE_FILE } from './file-storage.js';

/** Files under DATA_DIR/uploads, served by the app at /uploads. One machine only: other processes cannot see them. */
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

  imageOrigin(): undefined {
    return undefined;
  }

  /**
   * Stored images under /uploads: image types only (by name, and the pipeline
   * stored only checked images under generated names), never run as a page
   * (`Content-Security-Policy: sandbox`), never sniffed, cached for a year
   * (a name is never reused). Dot folders (`.incoming`) are never served.
   */
  uploadsHandler(): RequestHandler {
    const files = express.static(this.root, {
      index: false,
      dotfiles: 'deny',
      fallthrough: true,
      immutable: true,
      maxAge: '1y',
      setHeaders: (response) => {
        response.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
        response.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
    const notFound = (response: Response) => response.status(404).json({ message: 'Not found' });
    return (request, response) => {
      if (!IMAGE_FILE.test(request.path)) return notFound(response);
      // Nothing else answers under /uploads: a missing file is a 404 here, not a page further on.
      files(request, response, () => notFound(response));
    };
  }

  /** Never lets a key lead out of the uploads folder. */
  private resolve(key: string): string {
    const absolute = path.resolve(this.root, key);
    if (!absolute.startsWith(this.root + path.sep)) throw new Error(`Storage key outside the uploads folder: ${key}`);
    return absolute;
  }
}
