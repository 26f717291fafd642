import { AppError } from '../common/errors/app-error.js';
import type { PrismaService } from '../database/prisma.service.js';
import type { ImageKind, ImageOwner, ImageOwnerKey } from './image-owner.js';
import type { ReceivedImage } from './image-intake.js';
import type { ImagesService } from './images.service.js';
import type { ImageModel, ImageRow } from './models/image.model.js';
import { type ModelKey, tableOf } from './record-table.js';

/** A record with its gallery, as GraphQL and REST answer it. */
export type WithGallery<Row> = Omit<Row, 'images'> & { images: ImageModel[] };

/** How one entity that is a gallery (subcategories, greetings, custom categories) is stored and answered. */
export interface GalleryRecordsConfig<Create, Update extends { id: string }> {
  /** The Prisma model as the client names it (`subcategory`). */
  model: ModelKey;
  /** Its `select`, with `images: galleryImages`. */
  select: object;
  /** The order of its lists. */
  orderBy: object[];
  /** Its images' owner column and kind (`subcategoryId`, `subcategory_image`). */
  owner: ImageOwnerKey;
  kind: ImageKind;
  /** The spec's 404 text. */
  notFound: string;
  /**
   * When records belong to a parent (a category): its model, its 404, its id
   * in a create input, and the column that holds it (an upload's `categoryId`,
   * when sent, must match it).
   */
  parent?: { model: ModelKey; notFound: string; column: 'categoryId'; of: (input: Create) => string };
  /** The columns an update writes (undefined keeps a column). */
  updateData(changes: Omit<Update, 'id'>): object;
  /** Moves the record to the trash (with its gallery). */
  trash(id: string): Promise<void>;
}

/**
 * Get, create, update and delete of an entity that is an image gallery, and
 * its gallery: the images in order, and adding to its end (removing and
 * reordering are the images module's, for every gallery alike). Entities
 * extend it with their configuration and add their list; see
 * SubcategoriesService.
 */
export class GalleryRecords<Row extends { id: string; images: ImageRow[] }, Create extends object, Update extends { id: string }> {
  constructor(
    protected readonly prisma: PrismaService,
    protected readonly images: ImagesService,
    private readonly config: GalleryRecordsConfig<Create, Update>,
  ) {}

  private get table() {
    return tableOf<Row>(this.prisma, this.config.model);
  }

  private toModel = (row: Row): WithGallery<Row> => this.images.withImages(row);

  /** The records `where` selects, in the list order, each with its gallery (one query). */
  protected async findAll(where: object): Promise<WithGallery<Row>[]> {
    const rows = await this.table.findMany({ where, select: this.config.select, orderBy: this.config.orderBy });
    return rows.map(this.toModel);
  }

  /** Refuses with the parent's 404 when the parent record does not exist. */
  protected async assertParent(parentId: string): Promise<void> {
    const { parent } = this.config;
    if (parent && !(await tableOf(this.prisma, parent.model).count({ where: { id: parentId } }))) throw AppError.notFound(parent.notFound);
  }

  async get(id: string): Promise<WithGallery<Row>> {
    const row = await this.table.findUnique({ where: { id }, select: this.config.select });
    if (!row) throw AppError.notFound(this.config.notFound);
    return this.toModel(row);
  }

  async create(input: Create): Promise<WithGallery<Row>> {
    if (this.config.parent) await this.assertParent(this.config.parent.of(input));
    return this.toModel(await this.table.create({ data: input, select: this.config.select }));
  }

  async update({ id, ...changes }: Update): Promise<WithGallery<Row>> {
    await this.get(id);
    return this.toModel(await this.table.update({ where: { id }, data: this.config.updateData(changes), select: this.config.select }));
  }

  /** Moves the record to the trash; it answers the record as it was. */
  async delete(id: string): Promise<WithGallery<Row>> {
    const record = await this.get(id);
    await this.config.trash(id);
    return record;
  }

  /** The gallery, in order. */
  async gallery(id: string): Promise<ImageModel[]> {
    await this.get(id);
    return this.images.list(this.owner(id), this.config.kind);
  }

  /** Adds to the end of the gallery and answers the whole gallery; `parentId` (an upload's `categoryId`), when sent, must match. */
  async addImages(id: string, received: ReceivedImage[], parentId?: string): Promise<ImageModel[]> {
    const { parent, model, notFound } = this.config;
    return this.images.addToGallery(
      this.owner(id),
      this.config.kind,
      received,
      async (tx) => {
        if (!parent || parentId === undefined) return (await tableOf(tx, model).count({ where: { id } })) > 0;
        const row = await tableOf<Record<string, string>>(tx, model).findUnique({ where: { id }, select: { [parent.column]: true } });
        return row?.[parent.column] === parentId;
      },
      notFound,
    );
  }

  private owner(id: string): ImageOwner {
    return { [this.config.owner]: id } as ImageOwner;
  }
}
