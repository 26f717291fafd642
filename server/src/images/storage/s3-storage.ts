import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { RequestHandler } from 'express';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { S3StorageConfig } from '../../config/app-config.js';
import { type FileStorage, IMAGE_FILE, IMMUTABLE_CACHE_CONTROL } from './file-storage.js';

/** Generated keys only: `images/2026/11/<uuid>.png`; anything else under /uploads is not ours. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_-]*(\.[A-Za-z0-9]+)+$/;

/**
 * One bucket of an S3-compatible store (AWS S3, Cloudflare R2, MinIO), on the
 * AWS SDK v3. Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID
 * and AWS_SECRET_ACCESS_KEY, a profile, an instance or task role). Clients
 * load images from S3_PUBLIC_URL (a CDN or the bucket's public URL), never
 * through the app; see docs/decisions.md for why not presigned URLs.
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly publicBase: string;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.publicBase = config.publicUrl;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: R2, older MinIO and s3rver
      // refuse the streamed trailing checksums newer SDKs send by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async putFile(key: string, sourcePath: string, contentType: string): Promise<void> {
    await this.upload(key, sourcePath, contentType);
    await rm(sourcePath, { force: true });
  }

  /** Streams a local file to `key` (multipart above 5 MB), leaving the file in place. */
  async upload(key: string, sourcePath: string, contentType: string): Promise<void> {
    await new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(sourcePath),
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      },
    }).done();
  }

  async read(key: string): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!object.Body) throw new Error(`Stored object ${key} has no body`);
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async remove(key: string): Promise<void> {
    // S3 answers 204 for a key that is not there: already removed.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** The stored size of `key`, or undefined when there is no such object. */
  async sizeOf(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength;
    } catch (error) {
      if (error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound')) return undefined;
      throw error;
    }
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${key}`;
  }

  imageOrigin(): string {
    return new URL(this.publicBase).origin;
  }

  /**
   * /uploads/<key> (URLs handed out before the move to a bucket, kept by app
   * caches): a permanent redirect to the object's public URL.
   */
  uploadsHandler(): RequestHandler {
    return (request, response) => {
      const key = request.path.replace(/^\/+/, '');
      if (!IMAGE_FILE.test(key) || !SAFE_KEY.test(key) || key.includes('..')) {
        response.status(404).json({ message: 'Not found' });
        return;
      }
      response.setHeader('Cache-Control', 'public, max-age=86400');
      response.redirect(301, this.publicUrl(key));
    };
  }
}
