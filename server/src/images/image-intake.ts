import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Sharp, SharpOptions } from 'sharp';
import { AppError } from '../common/errors/app-error.js';
import {
  cleanOriginalName,
  hasImageExtension,
  IMAGE_MESSAGES,
  type ImageMimeType,
  MAX_IMAGE_BYTES,
  sniffImageType,
  THUMBNAIL_SIZE,
} from './image-rules.js';

/** Decompression bombs: a 2 MB PNG can claim billions of pixels. Posters are about 1 megapixel. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * An image that passed every check and waits in the incoming folder, with its
 * thumbnail made: what the REST and GraphQL edges hand to a service.
 */
export interface ReceivedImage {
  tempPath: string;
  thumbnailTempPath: string;
  originalName: string;
  mimeType: ImageMimeType;
  extension: 'png' | 'jpg';
  sizeBytes: number;
  width: number;
  height: number;
}

/** Counts bytes as they pass (refusing past the limit) and checks the magic bytes of the first chunk. */
function checkingStream(state: { size: number; mimeType?: ImageMimeType }) {
  let head = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      state.size += chunk.length;
      if (state.size > MAX_IMAGE_BYTES) return callback(new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge));
      if (!state.mimeType) {
        head = Buffer.concat([head, chunk]).subarray(0, 16);
        if (head.length >= 8) {
          state.mimeType = sniffImageType(head);
          if (!state.mimeType) return callback(AppError.badInput(IMAGE_MESSAGES.type));
        }
      }
      callback(null, chunk);
    },
  });
}

/**
 * Streams one upload to a temporary file (never more than a chunk in memory),
 * refusing by name, size and content; then decodes it fully while making the
 * WebP thumbnail, so a truncated or corrupt file is refused too. On any
 * refusal nothing is left on disk.
 */
export async function receiveImage(source: Readable, rawName: string, incomingDir: string): Promise<ReceivedImage> {
  const originalName = cleanOriginalName(rawName);
  if (!hasImageExtension(originalName)) {
    source.resume();
    throw AppError.badInput(originalName ? IMAGE_MESSAGES.type : IMAGE_MESSAGES.emptyName);
  }
  await mkdir(incomingDir, { recursive: true });
  const id = randomUUID();
  const tempPath = path.join(incomingDir, `${id}.upload`);
  const thumbnailTempPath = path.join(incomingDir, `${id}.thumb.webp`);
  const state: { size: number; mimeType?: ImageMimeType } = { size: 0 };
  const target = createWriteStream(tempPath, { flags: 'wx' });
  try {
    await pipeline(source, checkingStream(state), target);
    if (!state.mimeType) throw AppError.badInput(IMAGE_MESSAGES.type);
    const { width, height } = await makeThumbnail(tempPath, thumbnailTempPath);
    return {
      tempPath,
      thumbnailTempPath,
      originalName,
      mimeType: state.mimeType,
      extension: state.mimeType === 'image/png' ? 'png' : 'jpg',
      sizeBytes: state.size,
      width,
      height,
    };
  } catch (error) {
    source.resume();
    // A stream destroyed while its file was still opening creates the file
    // afterwards: wait for it to close, or the removal below would come first.
    if (!target.closed) await once(target, 'close').catch(() => undefined);
    await Promise.all([rm(tempPath, { force: true }), rm(thumbnailTempPath, { force: true })]);
    throw toIntakeError(error);
  }
}

let sharpModule: Promise<typeof import('sharp')> | undefined;

/**
 * sharp (about 27 MB resident) is imported by the first upload, not at start.
 * Its operation cache is off: every upload is a new file, so cached decoded
 * pixels would only hold memory after a burst of large images (issue 15).
 */
async function loadImage(input: string, options: SharpOptions): Promise<Sharp> {
  sharpModule ??= import('sharp').then((loaded) => {
    loaded.default.cache(false);
    return loaded;
  });
  const { default: sharp } = await sharpModule;
  return sharp(input, options);
}

async function makeThumbnail(sourcePath: string, thumbnailPath: string): Promise<{ width: number; height: number }> {
  try {
    const image = (await loadImage(sourcePath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })).rotate();
    const metadata = await image.metadata();
    await image
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(thumbnailPath);
    // Width and height as shown, after the EXIF orientation of phone photos.
    const oriented = metadata.autoOrient ?? metadata;
    if (!oriented.width || !oriented.height) throw new Error('no dimensions');
    return { width: oriented.width, height: oriented.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.badInput(IMAGE_MESSAGES.unreadable);
  }
}

/** A stream that ended early (the client went away, a parser's own limit) is the client's doing. */
export function toIntakeError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
  if (status === 413 || /too large|limit/i.test((error as Error)?.message ?? '')) {
    return new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
  }
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || /aborted|unexpected end/i.test((error as Error)?.message ?? '')) {
    return AppError.badInput('The upload did not arrive whole. Please try again');
  }
  // The server's own trouble (disk full, permissions): a 500, logged by the filter.
  return error;
}
