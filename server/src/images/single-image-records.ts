import { AppError } from '../common/errors/app-error.js';
import { required } from '../common/dto/validation-messages.js';
import type { PrismaService, Tx } from '../database/prisma.service.js';
import type { ImageKind, ImageOwner, ImageOwnerKey } from './image-owner.js';
import type { ReceivedImage } from './image-intake.js';
import { IMAGE_MESSAGES } from './image-rules.js';
import type { ImagesService } from './images.service.js';
import type { ImageModel, ImageRow } from './models/image.model.js';
import { type ModelKey, type RecordTable, tableOf } from './record-table.js';

/** How one entity with one image (sliders, theme samples; an optional one: suvichar) is stored and answered. */
export interface SingleImageRecordsConfig<Row extends { id: string; images: ImageRow[] }, Model, Create, Update extends { id: string }> {
  /** The Prisma model as the client names it (`slider`). */
  model: ModelKey;
  /** Its `select`, with `images: { ...galleryImages, take: 1 }`. */
  select: object;
  /** Its image's owner column and kind (`sliderId`, `slider_image`). */
  owner: ImageOwnerKey;
  kind: ImageKind;
  /** The spec's texts: the 404, and the image's label in '{label} is required' (absent: the image is optional). */
  texts: { notFound: string; imageLabel?: string };
  /** The row (without its image rows) and its one image, as the GraphQL and REST model. */
  toModel(fields: Omit<Row, 'images'>, image: ImageModel | null): Model;
  /** The columns a create writes, and the ones an update writes (undefined keeps a column). */
  createData(input: Create): object;
  updateData(changes: Omit<Update, 'id'>): object;
  /** Moves the record to the trash (with its image). */
  trash(id: string): Promise<void>;
}

/**
 * List, get, create, update and delete of an entity that has one image,
 * required unless configured optional: create refuses without a required one, and on update a new image replaces the
 * old one (whose files go after the commit). Entities extend it with their
 * configuration; see SlidersService.
 */
export class SingleImageRecords<Row extends { id: string; images: ImageRow[] }, Model, Create, Update extends { id: string }> {
  constructor(
    protected readonly prisma: PrismaService,
    protected readonly images: ImagesService,
    private readonly config: SingleImageRecordsConfig<Row, Model, Create, Update>,
  ) {}

  private table(db: Tx | PrismaService): RecordTable<Row> {
    return tableOf<Row>(db, this.config.model);
  }

  protected toModel = ({ images, ...fields }: Row): Model => this.config.toModel(fields, images[0] ? this.images.toModel(images[0]) : null);

  /** Newest first, optionally only the active or inactive ones. */
  async list(status?: boolean): Promise<Model[]> {
    const rows = await this.table(this.prisma).findMany({
      where: status === undefined ? {} : { status },
      select: this.config.select,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(this.toModel);
  }

  async get(id: string): Promise<Model> {
    const row = await this.table(this.prisma).findUnique({ where: { id }, select: this.config.select });
    if (!row) throw AppError.notFound(this.config.texts.notFound);
    return this.toModel(row);
  }

  /** The image is required (spec §5) unless the entity's is optional, and there is at most one. */
  async create(input: Create, images: ReceivedImage[]): Promise<Model> {
    const { imageLabel } = this.config.texts;
    if (images.length === 0 && imageLabel) throw AppError.badInput(required(imageLabel));
    if (images.length > 1) throw AppError.badInput(IMAGE_MESSAGES.tooMany(1));
    const { owner, kind, select } = this.config;
    const row = await this.images.save(images, async (tx, attach) => {
      const { id } = await this.table(tx).create({ data: this.config.createData(input), select: { id: true } });
      if (images.length) await attach({ [owner]: id } as ImageOwner, kind, images);
      return this.table(tx).findUniqueOrThrow({ where: { id }, select });
    });
    return this.toModel(row);
  }

  /** A new image, when sent, replaces the old one (whose files go after the commit). */
  async update({ id, ...changes }: Update, images: ReceivedImage[] = []): Promise<Model> {
    if (images.length > 1) throw AppError.badInput(IMAGE_MESSAGES.tooMany(1));
    const { owner, kind, select } = this.config;
    const row = await this.images.save(images, async (tx, _attach, replace) => {
      if (!(await this.table(tx).count({ where: { id } }))) throw AppError.notFound(this.config.texts.notFound);
      await this.table(tx).update({ where: { id }, data: this.config.updateData(changes) });
      await replace({ [owner]: id } as ImageOwner, kind, images);
      return this.table(tx).findUniqueOrThrow({ where: { id }, select });
    });
    return this.toModel(row);
  }

  /** Moves the record to the trash; it answers the record as it was. */
  async delete(id: string): Promise<Model> {
    const record = await this.get(id);
    await this.config.trash(id);
    return record;
  }
}
