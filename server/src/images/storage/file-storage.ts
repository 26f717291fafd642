import type { RequestHandler } from 'express';

/**
 * Where stored images live. Keys are generated (never user input), like
 * `images/2026/11/<uuid>.png`, and never reused, so whatever serves them may
 * cache them for a year. Two implementations, chosen by STORAGE:
 * `LocalDiskStorage` (DATA_DIR/uploads, served by the app at /uploads) and
 * `S3Storage` (a bucket; clients load images from S3_PUBLIC_URL). Nothing
 * outside this folder knows where the bytes are.
 */
export interface FileStorage {
  /** Moves (or uploads) a finished local file to `key`; the local file is gone afterwards. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** The stored bytes of `key` (the frame render reads originals); rejects when it is missing. */
  read(key: string): Promise<Buffer>;
  /** Removes `key`; a missing key is already removed. */
  remove(key: string): Promise<void>;
  /** The URL clients load: root-relative (/uploads/…) for local storage, absolute for a bucket. */
  publicUrl(key: string): string;
  /** What answers under /uploads: the files themselves, or a redirect to where they are now. */
  uploadsHandler(): RequestHandler;
  /** Another origin images load from (for the page's Content-Security-Policy), if any. */
  imageOrigin(): string | undefined;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Names the pipeline stores: images and their WebP thumbnails. Nothing else is served. */
export const IMAGE_FILE = /\.(png|jpe?g|webp)$/i;

/** The content type of a stored key, by its generated extension. */
export function contentTypeOf(key: string): string {
  if (/\.png$/i.test(key)) return 'image/png';
  if (/\.jpe?g$/i.test(key)) return 'image/jpeg';
  if (/\.webp$/i.test(key)) return 'image/webp';
  return 'application/octet-stream';
}

/** Keys never change, so a stored object may be cached anywhere for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
