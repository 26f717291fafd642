import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { AppError } from '../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PrismaService, type Tx } from '../database/prisma.service.js';
import { type ImageKind, type ImageOwner, IMAGE_OWNER_KEYS, ownerOf } from './image-owner.js';
import { type ReceivedImage, receiveImage, toIntakeError } from './image-intake.js';
import { IMAGE_MESSAGES, MAX_GALLERY_FILES } from './image-rules.js';
import { imageOrder, type ImageModel, type ImageRow, imageSelect } from './models/image.model.js';
import { FILE_STORAGE, type FileStorage } from './storage/file-storage.js';
import type { Counter } from 'prom-client';
import { Metrics } from '../common/metrics/metrics.js';

/** Saves received images as rows of `owner` in the slot `kind`, after the owner's existing ones; answers the new rows. */
export type AttachImages = (owner: ImageOwner, kind: ImageKind, images: readonly ReceivedImage[]) => Promise<ImageRow[]>;

/**
 * The single-image step: when an image was received, deletes the owner's rows
 * of `kind` (their files go after the commit) and attaches the new one; when
 * none was, keeps the old one.
 */
export type ReplaceImage = (owner: ImageOwner, kind: ImageKind, images: readonly ReceivedImage[]) => Promise<ImageRow[]>;

/** An upload that never commits keeps its files this long before the sweep removes them. */
const PENDING_UPLOAD_GRACE_MS = 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 60 * 1000;

/**
 * The one image pipeline (issue 6): receives uploads from REST and GraphQL
 * alike, stores them under generated names with their thumbnails, keeps
 * gallery order, and removes files only after the rows that named them are
 * committed away (see FileRemoval in prisma/schema.prisma).
 */
@Injectable()
export class ImagesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ImagesService.name);
  private readonly incomingDir: string;
  private sweepTimer?: NodeJS.Timeout;
  private flushing: Promise<number> = Promise.resolve(0);
  private readonly deriving = new Map<string, Promise<Buffer>>();

  private readonly removals: Counter<'outcome'>;

  constructor(
    private readonly prisma: PrismaService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) config: AppConfig,
    metrics: Metrics,
  ) {
    this.incomingDir = path.join(config.uploadsDir, '.incoming');
    this.removals = metrics.counter(
      'images_removed_total',
      'Stored files removed (images, thumbnails and derived copies), or failed and left for a retry',
      ['outcome'],
    );
  }

  // ------------------------------------------------------------ receiving

  /** One upload from any stream (REST's multipart parser). */
  receive(stream: Readable, originalName: string): Promise<ReceivedImage> {
    return receiveImage(stream, originalName, this.incomingDir);
  }

  /**
   * GraphQL `Upload` arguments, one after the other (one file in flight).
   * `max` is 1 for a single-image argument, 50 for a gallery. If any file is
   * refused, the ones received before it are discarded.
   */
  async receiveUploads(
    uploads: ReadonlyArray<Promise<FileUpload> | FileUpload> | null | undefined,
    max = MAX_GALLERY_FILES,
  ): Promise<ReceivedImage[]> {
    const list = uploads ?? [];
    if (list.length > max) throw AppError.badInput(IMAGE_MESSAGES.tooMany(max));
    const received: ReceivedImage[] = [];
    try {
      for (const pending of list) {
        // graphql-upload rejects here, or in createReadStream, when the
        // parser itself refused the file (its size limit, a cut request).
        const upload = await pending;
        received.push(await this.receive(upload.createReadStream(), upload.filename));
      }
      return received;
    } catch (error) {
      await this.discard(received);
      throw toIntakeError(error);
    }
  }

  /** Drops received files that will not be saved. Safe to call twice, and after saving. */
  async discard(images: readonly ReceivedImage[]): Promise<void> {
    await Promise.all(images.flatMap((image) => [rm(image.tempPath, { force: true }), rm(image.thumbnailTempPath, { force: true })]));
  }

  // ------------------------------------------------------------ saving

  /**
   * Runs `work` in one transaction with an `attach` that saves received images
   * as rows. The files are stored first, registered for removal; the
   * transaction takes them off that list as it attaches them. If anything
   * fails, the rows roll back and the files go; if the process dies midway,
   * the sweep removes them later. Images that `work` deletes (e.g. a slider
   * image that `replace` replaced) lose their files after the commit.
   */
  async save<T>(received: readonly ReceivedImage[], work: (tx: Tx, attach: AttachImages, replace: ReplaceImage) => Promise<T>): Promise<T> {
    const stored = received.map((image) => ({ image, ...this.keysFor(image) }));
    const keys = stored.flatMap(({ key, thumbnailKey }) => [key, thumbnailKey]);
    let committed = false;
    try {
      if (keys.length) {
        const notBefore = new Date(Date.now() + PENDING_UPLOAD_GRACE_MS);
        await this.prisma.fileRemoval.createMany({ data: keys.map((key) => ({ path: key, notBefore })) });
        for (const { image, key, thumbnailKey } of stored) {
          await this.storage.putFile(key, image.tempPath, image.mimeType);
          await this.storage.putFile(thumbnailKey, image.thumbnailTempPath, 'image/webp');
        }
      }
      const claimed = new Set<ReceivedImage>();
      const result = await this.prisma.$transaction(async (tx) => {
        const attach: AttachImages = async (owner, kind, images) => {
          const entries = stored.filter(({ image }) => images.includes(image));
          if (!entries.length) return [];
          const last = await tx.storedImage.aggregate({ where: { ...owner, kind }, _max: { position: true } });
          let position = (last._max.position ?? -1) + 1;
          const rows = await tx.storedImage.createManyAndReturn({
            select: imageSelect,
            data: entries.map(({ image, key, thumbnailKey }) => ({
              ...owner,
              kind,
              path: key,
              thumbnailPath: thumbnailKey,
              mimeType: image.mimeType,
              sizeBytes: image.sizeBytes,
              width: image.width,
              height: image.height,
              originalName: image.originalName,
              position: position++,
            })),
          });
          await tx.fileRemoval.deleteMany({
            where: { path: { in: entries.flatMap(({ key, thumbnailKey }) => [key, thumbnailKey]) } },
          });
          entries.forEach(({ image }) => claimed.add(image));
          return rows;
        };
        const replace: ReplaceImage = async (owner, kind, images) => {
          if (!images.length) return [];
          await tx.storedImage.deleteMany({ where: { ...owner, kind } });
          return attach(owner, kind, images);
        };
        return work(tx, attach, replace);
      });
      committed = true;
      const unclaimed = stored.filter(({ image }) => !claimed.has(image));
      if (unclaimed.length) await this.removeNow(unclaimed.flatMap(({ key, thumbnailKey }) => [key, thumbnailKey]));
      await this.flushRemovals();
      return result;
    } catch (error) {
      if (committed) throw error;
      await this.removeNow(keys).catch((cleanupError: unknown) =>
        this.logger.error(`Could not clean up after a failed upload: ${String(cleanupError)}`),
      );
      throw error;
    } finally {
      await this.discard(received);
    }
  }

  /**
   * Adds received images to the end of an owner's gallery and returns the
   * whole gallery in order. `ownerExists` runs in the same transaction, so a
   * gallery is never added to a record deleted meanwhile.
   */
  async addToGallery(
    owner: ImageOwner,
    kind: ImageKind,
    received: readonly ReceivedImage[],
    ownerExists: (tx: Tx) => Promise<boolean>,
    notFound: string,
  ): Promise<ImageModel[]> {
    if (!received.length) throw AppError.badInput('Images is required');
    await this.save(received, async (tx, attach) => {
      if (!(await ownerExists(tx))) throw AppError.notFound(notFound);
      await attach(owner, kind, received);
    });
    return this.list(owner, kind);
  }

  /** Runs a transaction that may delete images (directly or by cascade), then removes their files. */
  async deleting<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await this.prisma.$transaction(work);
    await this.flushRemovals();
    return result;
  }

  // ------------------------------------------------------------ galleries

  /** An original's bytes by its storage key (as stored in `StoredImage.path`), from whichever storage is in use. */
  readOriginal(key: string): Promise<Buffer> {
    return this.storage.read(key);
  }

  /**
   * A copy derived from an original (a large frame image reduced for renders),
   * stored beside it on first use and read from there afterwards; `fits`
   * says whether a stored copy is still right (a changed setting remakes it).
   * Removed with its original. Concurrent first uses make it once.
   */
  async readDerived(key: string, fits: (copy: Buffer) => boolean, make: (original: Buffer) => Promise<Buffer>): Promise<Buffer> {
    const copyKey = derivedKey(key);
    const stored = await this.storage.read(copyKey).catch(() => undefined);
    if (stored && fits(stored)) return stored;
    let making = this.deriving.get(copyKey);
    if (!making) {
      making = (async () => {
        const copy = await make(await this.storage.read(key));
        await mkdir(this.incomingDir, { recursive: true });
        const tempPath = path.join(this.incomingDir, `${randomUUID()}.derived`);
        await writeFile(tempPath, copy);
        await this.storage.putFile(copyKey, tempPath, 'image/png').finally(() => rm(tempPath, { force: true }));
        return copy;
      })().finally(() => this.deriving.delete(copyKey));
      this.deriving.set(copyKey, making);
    }
    return making;
  }

  /** A storage key as the root-relative URL clients load. */
  publicUrl(key: string): string {
    return this.storage.publicUrl(key);
  }

  toModel(row: ImageRow): ImageModel {
    return { ...row, path: this.storage.publicUrl(row.path), thumbnailPath: this.storage.publicUrl(row.thumbnailPath) };
  }

  /** A record selected with its gallery (`images: galleryImages`), its image rows mapped to models. */
  withImages<Row extends { images: ImageRow[] }>({ images, ...row }: Row): Omit<Row, 'images'> & { images: ImageModel[] } {
    return { ...row, images: images.map((image) => this.toModel(image)) };
  }

  async list(owner: ImageOwner, kind?: ImageKind): Promise<ImageModel[]> {
    const rows = await this.prisma.storedImage.findMany({
      where: { ...owner, ...(kind ? { kind } : {}) },
      select: imageSelect,
      orderBy: imageOrder,
    });
    return rows.map((row) => this.toModel(row));
  }

  /** Puts one owner's images (of one kind) in the given order; `ids` must be all of them. */
  async reorder(ids: readonly string[]): Promise<ImageModel[]> {
    if (!ids.length) throw AppError.badInput('Give the images in their new order');
    if (new Set(ids).size !== ids.length) throw AppError.badInput('Each image may appear only once');
    const ownerColumns = Object.fromEntries(IMAGE_OWNER_KEYS.map((key) => [key, true])) as Record<(typeof IMAGE_OWNER_KEYS)[number], true>;
    const rows = await this.prisma.storedImage.findMany({
      where: { id: { in: [...ids] } },
      select: { id: true, kind: true, ...ownerColumns },
    });
    if (rows.length !== ids.length) throw AppError.notFound('Image not found');
    const owner = ownerOf(rows[0]);
    const sameOwner = rows.every((row) => row.kind === rows[0].kind && JSON.stringify(ownerOf(row)) === JSON.stringify(owner));
    if (!owner || !sameOwner) throw AppError.badInput('All images must belong to the same gallery');
    const total = await this.prisma.storedImage.count({ where: { ...owner, kind: rows[0].kind } });
    if (total !== ids.length) throw AppError.badInput('Give every image of the gallery in its new order');
    await this.prisma.$executeRaw`
      UPDATE "StoredImage" AS image SET "position" = ordered.position
      FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS ordered(id, position)
      WHERE image."id" = ordered.id`;
    return this.list(owner, rows[0].kind);
  }

  // ------------------------------------------------------------ removal

  /**
   * Removes the files of due FileRemoval rows, then the rows. Idempotent:
   * a file already gone counts as removed, and a crash before the rows go
   * only means the next sweep removes them again.
   */
  flushRemovals(): Promise<number> {
    this.flushing = this.flushing.then(
      () => this.flushOnce(),
      () => this.flushOnce(),
    );
    return this.flushing;
  }

  private async flushOnce(): Promise<number> {
    let removed = 0;
    for (;;) {
      const due = await this.prisma.fileRemoval.findMany({
        where: { notBefore: { lte: new Date() } },
        select: { id: true, path: true },
        orderBy: { notBefore: 'asc' },
        take: 500,
      });
      if (!due.length) return removed;
      const done: string[] = [];
      const failed: string[] = [];
      for (const { id, path: key } of due) {
        try {
          await this.storage.remove(key);
          await this.storage.remove(derivedKey(key));
          done.push(id);
        } catch (error) {
          failed.push(id);
          this.logger.error(`Could not remove the stored file ${key}, will retry: ${(error as Error).message}`);
        }
      }
      await this.prisma.fileRemoval.deleteMany({ where: { id: { in: done } } });
      // A bucket that is briefly unreachable must not leak objects: keep the entry, try again later.
      if (failed.length) {
        await this.prisma.fileRemoval.updateMany({
          where: { id: { in: failed } },
          data: { notBefore: new Date(Date.now() + SWEEP_INTERVAL_MS) },
        });
      }
      removed += done.length;
      // Each entry is a file and its derived copy.
      this.removals.inc({ outcome: 'removed' }, done.length * 2);
      if (failed.length) this.removals.inc({ outcome: 'failed' }, failed.length * 2);
      if (due.length < 500) return removed;
    }
  }

  /** Files of an upload that will not be saved: remove them and forget their pending entries. */
  private async removeNow(keys: readonly string[]): Promise<void> {
    if (!keys.length) return;
    await Promise.all(keys.map((key) => this.storage.remove(key)));
    this.removals.inc({ outcome: 'removed' }, keys.length);
    await this.prisma.fileRemoval.deleteMany({ where: { path: { in: [...keys] } } });
  }

  private keysFor(image: ReceivedImage): { key: string; thumbnailKey: string } {
    const now = new Date();
    const folder = `images/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const id = randomUUID();
    return { key: `${folder}/${id}.${image.extension}`, thumbnailKey: `${folder}/${id}.thumb.webp` };
  }

  /** At start: finish removals a crash interrupted, and drop incoming files older than an hour. */
  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    // Once per service: a second call (a test replaying the start) must not leave the first timer running.
    clearInterval(this.sweepTimer);
    this.sweepTimer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweepTimer);
  }

  private async sweep(): Promise<void> {
    try {
      await this.flushRemovals();
      const names = await readdir(this.incomingDir).catch(() => [] as string[]);
      const cutoff = Date.now() - PENDING_UPLOAD_GRACE_MS;
      for (const name of names) {
        const file = path.join(this.incomingDir, name);
        const info = await stat(file).catch(() => undefined);
        if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
      }
    } catch (error) {
      this.logger.warn(`Image sweep did not finish: ${(error as Error).message}`);
    }
  }
}

/** Where an original's derived copy is stored: beside it, so it goes with it. */
export function derivedKey(key: string): string {
  return `${key.replace(/\.[a-z0-9]+$/i, '')}.derived.png`;
}
