/**
 * Where stored images live. Keys are generated (never user input), like
 * `images/2026/11/<uuid>.png`; the public URL is `/uploads/<key>`.
 *
 * Local disk is the only implementation today. An S3-compatible store plugs in
 * by implementing these four methods (e.g. with @aws-sdk/client-s3: PutObject
 * from a file stream, GetObject, DeleteObject) and serving `publicUrl` from the
 * bucket or a CDN; see the README.
 */
export interface FileStorage {
  /** Moves (or uploads) a finished local file to `key`. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** The stored bytes of `key` (the frame render reads originals); rejects when it is missing. */
  read(key: string): Promise<Buffer>;
  /** Removes `key`; a missing key is already removed. */
  remove(key: string): Promise<void>;
  /** The URL clients load, root-relative for local storage. */
  publicUrl(key: string): string;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');
