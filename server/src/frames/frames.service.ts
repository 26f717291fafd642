import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import type { Page } from '../common/graphql/paginated.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PrismaService, type Tx } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { ReceivedImage } from '../images/image-intake.js';
import type { ImageOwner } from '../images/image-owner.js';
import { IMAGE_MESSAGES } from '../images/image-rules.js';
import { ImagesService } from '../images/images.service.js';
import { TrashService } from '../trash/trash.service.js';
import type { ImageModel } from '../images/models/image.model.js';
import { type CreateFrameInput, FRAME_MESSAGES, type FrameRegionInput, type UpdateFrameInput } from './dto/frame.inputs.js';
import { type FrameModel, type FrameRow, frameSelect, toFrameModel } from './models/frame.model.js';
import { posterValues } from './render/poster-values.js';
import { renderSize } from './render/render-size.js';
import { RenderPool } from './render/render-pool.js';
import { businessDetailsSelect } from '../businesses/models/business.model.js';

const KIND = 'frame_image';
/** An uploaded frame image that no frame claimed within this time is removed. */
export const UNCLAIMED_UPLOAD_TTL_MS = 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Half a pixel of slack for regions drawn at the image's edge through a scaled stage. */
const EDGE_TOLERANCE = 0.5;
/**
 * POST /frame/upload stores the image before the frame exists: as an image row
 * with no owner, which create or update claims. The pipeline's owner type has
 * one key per owner; "no owner yet" is deliberately none of them.
 */
const NO_OWNER_YET = {} as ImageOwner;

type FrameRegionValues = Omit<Prisma.FrameRegionGetPayload<object>, 'id' | 'frameId'>;

interface ImageSize {
  width: number;
  height: number;
}

/** Frames (spec §2, §3): an image with regions where the app prints a user's data. */
@Injectable()
export class FramesService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(FramesService.name);
  private sweepTimer?: NodeJS.Timeout;

  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    private readonly trash: TrashService,
    private readonly renderPool: RenderPool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private toModel = (row: FrameRow) => toFrameModel(row, (image) => this.images.toModel(image));

  async list({ page, limit, query, status }: { page: number; limit: number; query?: string; status?: boolean }): Promise<Page<FrameModel>> {
    const where: Prisma.FrameWhereInput = {
      ...(status === undefined ? {} : { status }),
      ...(query ? { frameName: { contains: query, mode: 'insensitive' } } : {}),
    };
    const [rows, totalCount] = await this.prisma.$transaction([
      this.prisma.frame.findMany({
        where,
        select: frameSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * limit,
        take: limit,
      }),
      this.prisma.frame.count({ where }),
    ]);
    return { items: rows.map(this.toModel), totalCount };
  }

  async get(id: string, tx: Tx | PrismaService = this.prisma): Promise<FrameModel> {
    const row = await tx.frame.findUnique({ where: { id }, select: frameSelect });
    if (!row) throw AppError.notFound(FRAME_MESSAGES.notFound);
    return this.toModel(row);
  }

  /** Stores a frame image for a frame not saved yet; create or update claims it by id. */
  async upload(received: ReceivedImage[]): Promise<ImageModel> {
    if (!received.length) throw AppError.badInput(FRAME_MESSAGES.imageRequired);
    if (received.length > 1) throw AppError.badInput(IMAGE_MESSAGES.tooMany(1));
    const [row] = await this.images.save(received, (_tx, attach) => attach(NO_OWNER_YET, KIND, received));
    return this.images.toModel(row);
  }

  async create({ imageId, path, regions, ...frame }: CreateFrameInput): Promise<FrameModel> {
    return this.images.deleting(async (tx) => {
      const image = imageId ?? (await this.imageIdByPath(tx, path));
      const { id } = await tx.frame.create({ data: frame, select: { id: true } });
      const size = await this.claimImage(tx, image, id);
      await this.writeRegions(tx, id, regions, size);
      return this.get(id, tx);
    });
  }

  /** Regions, when sent, are saved by id (writeRegions); a new image replaces the old one (its files go after the commit). */
  async update({ id, imageId: givenId, path, regions, ...changes }: UpdateFrameInput): Promise<FrameModel> {
    return this.images.deleting(async (tx) => {
      const imageId = givenId ?? (path ? await this.imageIdByPath(tx, path) : undefined);
      const current = await tx.frame.findUnique({
        where: { id },
        select: { imageWidth: true, imageHeight: true, images: { select: { id: true } } },
      });
      if (!current) throw AppError.notFound(FRAME_MESSAGES.notFound);
      await tx.frame.update({
        where: { id },
        data: { frameName: changes.frameName ?? undefined, status: changes.status ?? undefined, isElection: changes.isElection ?? undefined },
      });
      let size: ImageSize = { width: current.imageWidth ?? 0, height: current.imageHeight ?? 0 };
      const replacing = imageId && !current.images.some((image) => image.id === imageId);
      if (replacing) {
        await tx.storedImage.deleteMany({ where: { frameId: id, kind: KIND } });
        size = await this.claimImage(tx, imageId, id);
      }
      if (regions) {
        await this.writeRegions(tx, id, regions, size);
      } else if (replacing) {
        const kept = await tx.frameRegion.findMany({ where: { frameId: id }, orderBy: { index: 'asc' } });
        kept.forEach((region, position) => checkPlacement(region, position, size));
      }
      return this.get(id, tx);
    });
  }

  /** Moves the frame with its regions and image to the trash. */
  async delete(id: string): Promise<FrameModel> {
    return this.prisma.$transaction(async (tx) => {
      const frame = await this.get(id, tx);
      await this.trash.trash('frame', id, tx);
      return frame;
    });
  }

  /** A PNG of the frame with the app user's data in its regions. */
  async render(id: string, userId: string, cancelled?: AbortSignal): Promise<Buffer> {
    const frame = await this.get(id);
    const row = await this.prisma.frame.findUniqueOrThrow({ where: { id }, select: { images: { select: { path: true }, take: 1 } } });
    const imageKey = row.images[0]?.path;
    if (!imageKey || !frame.imageWidth || !frame.imageHeight) throw AppError.badInput(FRAME_MESSAGES.imageRequired);
    const user = await this.prisma.appUser.findUnique({
      where: { id: userId },
      select: {
        name: true,
        mobile: true,
        occupation: true,
        village: true,
        taluka: true,
        district: true,
        businesses: {
          orderBy: { createdAt: 'asc' },
          take: 1,
          select: {
            ...businessDetailsSelect,
            images: { where: { kind: 'business_logo' }, select: { kind: true, path: true }, take: 1 },
          },
        },
        panchayatProfile: {
          select: { images: { where: { kind: { in: ['panchayat_logo', 'panchayat_person'] } }, select: { kind: true, path: true } } },
        },
        electionProfile: {
          select: { images: { where: { kind: { in: ['candidate_symbol', 'candidate_image'] } }, select: { kind: true, path: true } } },
        },
      },
    });
    if (!user) throw AppError.notFound('User not found');
    const { businesses, panchayatProfile, electionProfile, ...person } = user;
    const [business] = businesses;
    const images: Record<string, string> = {};
    for (const image of [...(business?.images ?? []), ...(panchayatProfile?.images ?? []), ...(electionProfile?.images ?? [])]) {
      images[image.kind] ??= image.path;
    }
    const values = posterValues({ ...person, business: business ? withoutImages(business) : null, images });
    const size = renderSize(frame.imageWidth, frame.imageHeight, this.config.render.maxSide);
    const texts: Record<string, string> = {};
    const pictures: Record<string, Uint8Array> = {};
    for (const region of frame.regions) {
      if (!region.field) continue;
      const variableName = region.field.variableName.toLowerCase();
      if (region.field.type === 'image') {
        const key = values.image(variableName);
        const file = key && !(variableName in pictures) ? await this.readStored(key).catch(() => undefined) : undefined;
        if (file) pictures[variableName] = file;
      } else {
        const text = values.text(variableName);
        if (text) texts[variableName] = text;
      }
    }
    return this.renderPool.render(
      {
        frameImage: await this.frameImageAt(imageKey, size),
        width: size.width,
        height: size.height,
        scale: size.scale,
        regions: frame.regions,
        texts,
        images: pictures,
      },
      cancelled,
    );
  }

  /**
   * The frame image at the output size: the original when it is no larger,
   * otherwise a reduced copy made once (sharp, off the main thread) and stored
   * beside the original, so no request decodes a 50-megapixel image again.
   */
  private frameImageAt(imageKey: string, size: { width: number; height: number; scale: number }): Promise<Buffer> {
    if (size.scale >= 1) return this.readStored(imageKey);
    return this.images.readDerived(
      imageKey,
      (copy) => pngSize(copy)?.width === size.width && pngSize(copy)?.height === size.height,
      async (original) => {
        const { default: sharp } = await import('sharp');
        return sharp(original, { sequentialRead: true }).resize(size.width, size.height, { fit: 'fill' }).png({ compressionLevel: 1 }).toBuffer();
      },
    );
  }

  private readStored(key: string): Promise<Buffer> {
    return this.images.readOriginal(key);
  }

  /** Gives an uploaded, unclaimed frame image to the frame and answers its size. */
  /** The uploaded frame image a `path` names: the URL POST /frame/upload answered, or its storage key. */
  private async imageIdByPath(tx: Tx, path: string | null | undefined): Promise<string> {
    if (!path) throw AppError.badInput(FRAME_MESSAGES.imageRequired);
    // The URL as answered (under the storage's public base: /uploads/ or a bucket's URL), or the key itself.
    const base = this.images.publicUrl('');
    const key = path.startsWith(base) ? path.slice(base.length) : path.replace(/^https?:\/\/[^/]+/i, '').replace(/^\/?uploads\//, '');
    const image = await tx.storedImage.findFirst({ where: { path: key, kind: KIND }, select: { id: true } });
    if (!image) throw AppError.notFound(FRAME_MESSAGES.imageNotFound);
    return image.id;
  }

  private async claimImage(tx: Tx, imageId: string, frameId: string): Promise<ImageSize> {
    const unowned = await tx.storedImage.findFirst({
      where: { id: imageId, kind: KIND, frameId: null },
      select: { width: true, height: true },
    });
    if (!unowned) throw AppError.notFound(FRAME_MESSAGES.imageNotFound);
    await tx.storedImage.update({ where: { id: imageId }, data: { frameId } });
    await tx.frame.update({ where: { id: frameId }, data: { imageWidth: unowned.width, imageHeight: unowned.height } });
    return unowned;
  }

  /**
   * Saves the regions by id, so History records what changed: a region sent
   * with its id is kept (updated only when something differs), one without is
   * added, a saved one not sent is removed.
   */
  private async writeRegions(tx: Tx, frameId: string, regions: FrameRegionInput[], size: ImageSize) {
    regions.forEach((region, position) => checkPlacement(region, position, size));
    const indexes = regions.map((region, position) => region.data?.index ?? position);
    if (new Set(indexes).size !== indexes.length) throw AppError.badInput(FRAME_MESSAGES.duplicateIndex);
    const fieldIds = [...new Set(regions.map((region) => region.dataType))];
    const known = await tx.frameField.count({ where: { id: { in: fieldIds } } });
    if (known !== fieldIds.length) throw AppError.notFound(FRAME_MESSAGES.unknownField);
    const saved = new Map((await tx.frameRegion.findMany({ where: { frameId } })).map((region) => [region.id, region]));
    const keptIds = regions.flatMap((region) => (region.id ? [region.id] : []));
    if (new Set(keptIds).size !== keptIds.length || keptIds.some((id) => !saved.has(id))) throw AppError.badInput(FRAME_MESSAGES.unknownRegion);
    const wanted = regions.map((region, position) => ({
      id: region.id ?? undefined,
      values: {
        index: indexes[position],
        x: region.x,
        y: region.y,
        width: region.width,
        height: region.height,
        frameFieldId: region.dataType,
        fontColor: region.properties?.fontColor ?? null,
        fontSize: region.properties?.fontSize ?? null,
        fontWeight: region.properties?.fontWeight ?? null,
        fontFamily: region.properties?.fontFamily ?? null,
      },
    }));
    await tx.frameRegion.deleteMany({ where: { frameId, id: { notIn: keptIds } } });
    const changed = wanted.filter(
      (region): region is typeof region & { id: string } =>
        !!region.id && Object.entries(region.values).some(([field, value]) => saved.get(region.id!)![field as keyof FrameRegionValues] !== value),
    );
    // A region taking another's index steps aside first (below 0, never a real
    // index) so swaps pass the unique (frameId, index); the history triggers
    // fold both writes into one change.
    const moving = changed.filter((region) => saved.get(region.id)!.index !== region.values.index);
    for (const [step, region] of moving.entries()) {
      await tx.frameRegion.update({ where: { id: region.id }, data: { index: -1 - step } });
    }
    for (const region of changed) await tx.frameRegion.update({ where: { id: region.id }, data: region.values });
    const added = wanted.filter((region) => !region.id).map((region) => ({ frameId, ...region.values }));
    if (added.length) await tx.frameRegion.createMany({ data: added });
  }

  // ------------------------------------------------------------ unclaimed uploads

  async onApplicationBootstrap(): Promise<void> {
    await this.removeUnclaimedUploads();
    clearInterval(this.sweepTimer); // once per service, as ImagesService's sweep
    this.sweepTimer = setInterval(() => void this.removeUnclaimedUploads(), SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweepTimer);
  }

  /** Frame images uploaded but never saved with a frame: rows and (after the commit) files go. */
  async removeUnclaimedUploads(olderThan = new Date(Date.now() - UNCLAIMED_UPLOAD_TTL_MS)): Promise<number> {
    try {
      const { count } = await this.images.deleting((tx) =>
        tx.storedImage.deleteMany({ where: { kind: KIND, frameId: null, createdAt: { lt: olderThan } } }),
      );
      return count;
    } catch (error) {
      this.logger.warn(`Could not remove unclaimed frame uploads: ${(error as Error).message}`);
      return 0;
    }
  }
}

function withoutImages<Row extends { images: unknown }>({ images: _images, ...rest }: Row): Omit<Row, 'images'> {
  return rest;
}

/** Spec: regions lie inside the image and have an area (in the image's own pixels). */
function checkPlacement(region: { x: number; y: number; width: number; height: number }, position: number, size: ImageSize) {
  const label = `Region ${position + 1}`;
  if (!(region.width >= 1 && region.height >= 1)) {
    throw AppError.badInput(`${label} has no area: draw it at least 1 pixel wide and high`);
  }
  const inside =
    region.x >= -EDGE_TOLERANCE &&
    region.y >= -EDGE_TOLERANCE &&
    region.x + region.width <= size.width + EDGE_TOLERANCE &&
    region.y + region.height <= size.height + EDGE_TOLERANCE;
  if (!inside) throw AppError.badInput(`${label} lies outside the frame image (${size.width} × ${size.height} pixels)`);
}

/** A PNG's size from its header, or undefined when the bytes are no PNG. */
function pngSize(png: Buffer): { width: number; height: number } | undefined {
  if (png.length < 24 || png.readUInt32BE(12) !== 0x49484452) return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
