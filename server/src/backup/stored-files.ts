import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config/app-config.js';
import { localKeys } from '../images/storage/copy-to-bucket.js';
import { createFileStorage } from '../images/storage/create-storage.js';
import { type FileStorage, IMAGE_FILE } from '../images/storage/file-storage.js';
import type { S3Storage } from '../images/storage/s3-storage.js';

export interface StoredFile {
  key: string;
  size: number;
}

/** The storage STORAGE names, with a listing of what it holds (images and thumbnails only). */
export interface StoredFiles {
  storage: FileStorage;
  where: string;
  list: () => Promise<StoredFile[]>;
  close: () => void;
}

async function bucketKeys(bucket: S3Storage): Promise<StoredFile[]> {
  const found: StoredFile[] = [];
  let token: string | undefined;
  do {
    const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (object.Key && IMAGE_FILE.test(object.Key)) found.push({ key: object.Key, size: object.Size ?? 0 });
    }
    token = page.NextContinuationToken;
  } while (token);
  return found.sort((left, right) => left.key.localeCompare(right.key));
}

export async function openStoredFiles(config: AppConfig): Promise<StoredFiles> {
  const storage = await createFileStorage(config);
  if (config.storage.kind === 's3') {
    const bucket = storage as S3Storage;
    return {
      storage,
      where: `s3://${bucket.bucket}`,
      list: () => bucketKeys(bucket),
      close: () => bucket.client.destroy(),
    };
  }
  return {
    storage,
    where: config.uploadsDir,
    list: async () => (await localKeys(config.uploadsDir)).map(({ key, size }) => ({ key, size })),
    close: () => {},
  };
}
