import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ImagesService } from '../../server/src/images/images.service.js';
import { copyToBucket } from '../../server/src/images/storage/copy-to-bucket.js';
import { S3Storage } from '../../server/src/images/storage/s3-storage.js';
import { fetchImage, filesOnDisk, noisePng, smallJpeg, storedKey } from './support/images.js';
import { startTestBucket, type TestBucket } from './support/s3.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * STORAGE=s3 against a real S3 protocol server (s3rver). The image suites
 * themselves also run on a bucket: `npm run test:server:s3`.
 */
describe('S3 storage (issue 19)', () => {
  let bucket: TestBucket;
  let t: TestApp;
  let token: string;
  /** Delete forever is the superadmin's. */
  let superadmin: string;

  beforeAll(async () => {
    bucket = await startTestBucket();
    t = await createTestApp(bucket.env);
    token = await t.signIn('employee');
    superadmin = await t.signIn('superadmin');
  });
  afterAll(async () => {
    await t.close();
    await bucket.close();
  });

  const createSlider = async (file: Buffer, name: string) =>
    (
      await t
        .http()
        .post('/adminapi/sliders/create')
        .set('Authorization', `Bearer ${token}`)
        .field('sliderName', name)
        .attach('sliderImage', file, name)
        .expect(201)
    ).body.data;

  const head = (key: string) => bucket.client.send(new HeadObjectCommand({ Bucket: bucket.bucket, Key: key }));

  it('writes originals and thumbnails to the bucket with their content type and a year of immutable caching, nothing left locally', async () => {
    const jpeg = await smallJpeg(800, 400);
    const { image } = await createSlider(jpeg, 'festival.jpg');
    expect(image.path).toMatch(new RegExp(`^${bucket.env.S3_PUBLIC_URL}/images/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.jpg$`));
    const original = await head(storedKey(image.path));
    expect(original).toMatchObject({ ContentType: 'image/jpeg', CacheControl: 'public, max-age=31536000, immutable', ContentLength: jpeg.length });
    const thumbnail = await head(storedKey(image.thumbnailPath));
    expect(thumbnail).toMatchObject({ ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable' });

    const served = await fetchImage(t, image.thumbnailPath);
    expect((await sharp(served.body).metadata()).format).toBe('webp');
    // The frame render reads originals through the same storage.
    expect(Buffer.compare(await t.app.get(ImagesService).readOriginal(storedKey(image.path)), jpeg)).toBe(0);
    expect((await filesOnDisk(t)).filter((file) => !file.startsWith('images/'))).toEqual([]);
  });

  it('redirects old /uploads URLs to the public URL and lets the page load images from there', async () => {
    const { image } = await createSlider(await noisePng(), 'old-link.png');
    const key = storedKey(image.path);
    const redirect = await t.http().get(`/uploads/${key}`).expect(301);
    expect(redirect.headers.location).toBe(image.path);
    await t.http().get('/uploads/images/notes.txt').expect(404);
    await t.http().get('/uploads/../../etc/passwd.png').expect(404);
    const page = await t.http().get('/adminapi/health');
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${bucket.endpoint}`);
  });

  it('keeps the objects of a trashed record, removes both after Delete forever commits, and finishes a removal a crash interrupted at the next start', async () => {
    const slider = await createSlider(await noisePng(), 'gone.png');
    const keys = [storedKey(slider.image.path), storedKey(slider.image.thumbnailPath)];
    await t.http().delete('/adminapi/sliders/delete').set('Authorization', `Bearer ${token}`).send({ id: slider.id }).expect(200);
    // In the Trash (issue 16): the objects stay until it is deleted for good.
    expect(await bucket.keys()).toEqual(expect.arrayContaining(keys));
    await t.http().delete('/adminapi/trash/delete').set('Authorization', `Bearer ${superadmin}`).send({ id: slider.id }).expect(200);
    expect(await bucket.keys()).not.toEqual(expect.arrayContaining([keys[0]]));

    const crashed = await createSlider(await noisePng(), 'crash.png');
    const crashedKeys = [storedKey(crashed.image.path), storedKey(crashed.image.thumbnailPath)];
    // Committed, but the process died before removing the objects (the
    // two-process test does this with a real kill -9).
    await t.prisma.slider.delete({ where: { id: crashed.id } });
    expect(await bucket.keys()).toEqual(expect.arrayContaining(crashedKeys));
    await t.app.get(ImagesService).onApplicationBootstrap();
    t.app.get(ImagesService).onApplicationShutdown();
    const left = await bucket.keys();
    for (const key of [...keys, ...crashedKeys]) expect(left).not.toContain(key);
    expect(await t.prisma.fileRemoval.count()).toBe(0);
  });

  it('keeps a removal the bucket refused and retries it, so no object leaks', async () => {
    const slider = await createSlider(await noisePng(), 'refused.png');
    const keys = [storedKey(slider.image.path), storedKey(slider.image.thumbnailPath)];
    await t.http().delete('/adminapi/sliders/delete').set('Authorization', `Bearer ${token}`).send({ id: slider.id }).expect(200);
    bucket.failDeletes = true;
    try {
      await t.http().delete('/adminapi/trash/delete').set('Authorization', `Bearer ${superadmin}`).send({ id: slider.id }).expect(200);
    } finally {
      bucket.failDeletes = false;
    }
    expect(await bucket.keys()).toEqual(expect.arrayContaining(keys));
    const pending = await t.prisma.fileRemoval.findMany({ select: { path: true, notBefore: true } });
    expect(pending.map((row) => row.path).sort()).toEqual([...keys].sort());
    // Due again a minute later; the next sweep (here: brought forward) removes them.
    expect(pending.every((row) => row.notBefore.getTime() > Date.now())).toBe(true);
    await t.prisma.fileRemoval.updateMany({ data: { notBefore: new Date() } });
    await t.app.get(ImagesService).flushRemovals();
    expect(await bucket.keys()).not.toEqual(expect.arrayContaining([keys[0]]));
    expect(await t.prisma.fileRemoval.count()).toBe(0);
  });

  it('storage:copy moves a local installation to the bucket: everything, idempotent, resumable', async () => {
    const target = await startTestBucket('moved');
    try {
      const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-copy-'));
      const files: Record<string, Buffer> = {};
      for (let index = 0; index < 12; index += 1) {
        const key = `images/2026/0${(index % 3) + 1}/${index.toString().padStart(8, '0')}-0000-4000-8000-000000000000.${index % 2 ? 'png' : 'thumb.webp'}`;
        files[key] = await noisePng(20 + index);
        await mkdir(path.dirname(path.join(uploadsDir, key)), { recursive: true });
        await writeFile(path.join(uploadsDir, key), files[key]);
      }
      // Uploads in flight are not stored images.
      await mkdir(path.join(uploadsDir, '.incoming'), { recursive: true });
      await writeFile(path.join(uploadsDir, '.incoming', 'half.upload'), 'x');
      const storage = new S3Storage({ kind: 's3', ...configOf(target) });

      // An earlier run was cut: one object is there whole, one half written.
      const [first, second] = Object.keys(files);
      await storage.upload(first, path.join(uploadsDir, first), 'image/webp');
      await target.client.send(new PutObjectCommand({ Bucket: target.bucket, Key: second, Body: files[second].subarray(0, 10) }));

      const progress: number[] = [];
      const summary = await copyToBucket(uploadsDir, storage, { onProgress: ({ done }) => progress.push(done) });
      expect(summary).toMatchObject({ total: 12, copied: 11, skipped: 1, failed: 0 });
      expect(progress.at(-1)).toBe(12);
      expect(await target.keys()).toEqual(Object.keys(files).sort());
      for (const [key, bytes] of Object.entries(files)) expect(Buffer.compare(await storage.read(key), bytes)).toBe(0);
      const copied = await target.client.send(new HeadObjectCommand({ Bucket: target.bucket, Key: second }));
      expect(copied).toMatchObject({ ContentType: 'image/png', CacheControl: 'public, max-age=31536000, immutable' });

      const again = await copyToBucket(uploadsDir, storage);
      expect(again).toMatchObject({ total: 12, copied: 0, skipped: 12, failed: 0 });
      // The local files stay, so the operator can still switch back.
      expect(existsSync(path.join(uploadsDir, first))).toBe(true);
      storage.client.destroy();
    } finally {
      await target.close();
    }
  });

  it('npm run storage:copy prints a summary and names a missing setting', async () => {
    if (!existsSync('dist/server/src/cli/storage-copy.js')) return;
    const run = promisify(execFile);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-copy-cli-'));
    await mkdir(path.join(dataDir, 'uploads/images/2026/11'), { recursive: true });
    await writeFile(path.join(dataDir, 'uploads/images/2026/11/00000000-0000-4000-8000-000000000001.png'), await noisePng());
    const env = { ...process.env, ...bucket.env, STORAGE: 'local', DATA_DIR: dataDir };
    const { stdout } = await run(process.execPath, ['dist/server/src/cli/storage-copy.js'], { env });
    expect(stdout).toContain('Done: 1 files, 1 copied');
    const rerun = await run(process.execPath, ['dist/server/src/cli/storage-copy.js'], { env });
    expect(rerun.stdout).toContain('0 copied (0.0 MB), 1 already in the bucket, 0 failed.');
    const missing = await run(process.execPath, ['dist/server/src/cli/storage-copy.js'], { env: { ...env, S3_BUCKET: '' } }).catch(
      (error: { stderr: string; code: number }) => error,
    );
    expect(missing).toMatchObject({ code: 1, stderr: 'S3_BUCKET is required when STORAGE=s3\n' });
  });
});

function configOf(target: TestBucket) {
  return {
    bucket: target.bucket,
    region: 'us-east-1',
    endpoint: target.endpoint,
    forcePathStyle: true,
    publicUrl: target.env.S3_PUBLIC_URL,
  };
}
