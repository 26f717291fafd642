import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './test-app.js';

/** A real PNG of random pixels (it barely compresses), `side` pixels square. */
export async function noisePng(side = 64): Promise<Buffer> {
  const raw = Buffer.alloc(side * side * 3);
  for (let index = 0; index < raw.length; index += 1) raw[index] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A real PNG padded with trailing bytes to exactly `bytes` (decoders ignore data after IEND). */
export async function pngOfSize(bytes: number): Promise<Buffer> {
  const png = await noisePng(Math.min(800, Math.floor(Math.sqrt((bytes * 0.95) / 3))));
  if (png.length > bytes) throw new Error(`base PNG is already ${png.length} bytes`);
  return Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
}

export async function smallJpeg(width = 1200, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .jpeg()
    .toBuffer();
}

/**
 * Every stored file, by key, and every file under DATA_DIR/uploads (the
 * incoming folder included) as a relative path: with local storage these are
 * one list; with a bucket, its keys come first.
 */
export async function filesOnDisk(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.config.uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const local = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(t.config.uploadsDir, path.join(entry.parentPath, entry.name)));
  return [...(t.bucket ? await t.bucket.keys() : []), ...local].sort();
}

/** An image URL (`/uploads/images/…`, or `<S3_PUBLIC_URL>/images/…`) → its storage key. */
export const storedKey = (url: string) => url.replace(/^.*?\/(?=images\/)/, '');

/** Where the app's image URLs start: /uploads for local storage, S3_PUBLIC_URL for a bucket. */
export const imageUrlBase = (t: TestApp) => (t.bucket ? t.bucket.env.S3_PUBLIC_URL : '/uploads');

/** GETs an image URL as a browser would: from the app when root-relative, else from wherever it points. */
export async function fetchImage(t: TestApp, url: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
  if (url.startsWith('/')) {
    const response = await t.http().get(url).buffer(true);
    return { status: response.status, headers: new Headers(response.headers), body: response.body as Buffer };
  }
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** A GraphQL multipart request (graphql-multipart-request-spec) with files at the given variable paths. */
export function graphqlUpload(
  t: TestApp,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  files: Array<{ variable: string; buffer: Buffer; name: string }>,
) {
  const map = Object.fromEntries(files.map((file, index) => [String(index), [`variables.${file.variable}`]]));
  let call = t
    .http()
    .post('/graphql')
    .set('Authorization', `Bearer ${token}`)
    .set('apollo-require-preflight', 'true')
    .field('operations', JSON.stringify({ query, variables }))
    .field('map', JSON.stringify(map));
  files.forEach((file, index) => {
    call = call.attach(String(index), file.buffer, file.name);
  });
  return call;
}

/** Deletes everything in the trash for good (as the purge does when entries expire), so their files go. */
export async function emptyTrash(t: TestApp): Promise<void> {
  const { TrashService } = await import('../../../server/src/trash/trash.service.js');
  await t.app.get(TrashService).purgeExpired(new Date(Date.now() + 100 * 365 * 86_400_000));
}
