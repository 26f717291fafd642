import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AppError } from '../common/errors/app-error.js';
import { PrismaService } from '../database/prisma.service.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImagesService } from '../images/images.service.js';
import { TrashService } from '../trash/trash.service.js';
import type { ImageModel } from '../images/models/image.model.js';
import type { NotificationModel } from '../notifications/models/notification.model.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { CreateSubcategoryInput, UpdateSubcategoryInput } from './dto/subcategory.inputs.js';
import { type SubcategoryModel, type SubcategoryRow, subcategorySelect } from './models/subcategory.model.js';

const NOT_FOUND = 'Subcategory not found';
const CATEGORY_NOT_FOUND = 'Category not found';
const KIND = 'subcategory_image';

/** Subcategories (spec §2): one category's image galleries, ordered by priority then newest. */
@Injectable()
export class SubcategoriesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    private readonly trash: TrashService,
    private readonly notifications: NotificationsService,
  ) {}

  private toModel = ({ images, ...row }: SubcategoryRow): SubcategoryModel => ({
    ...row,
    images: images.map((image) => this.images.toModel(image)),
  });

  async list(categoryId: string, status?: boolean): Promise<SubcategoryModel[]> {
    await this.assertCategory(categoryId);
    const rows = await this.prisma.subcategory.findMany({
      where: { categoryId, ...(status === undefined ? {} : { status }) },
      select: subcategorySelect,
      orderBy: [{ priority: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(this.toModel);
  }

  async get(id: string): Promise<SubcategoryModel> {
    const row = await this.prisma.subcategory.findUnique({ where: { id }, select: subcategorySelect });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return this.toModel(row);
  }

  async create(input: CreateSubcategoryInput): Promise<SubcategoryModel> {
    await this.assertCategory(input.categoryId);
    return this.toModel(await this.prisma.subcategory.create({ data: input, select: subcategorySelect }));
  }

  async update({ id, ...changes }: UpdateSubcategoryInput): Promise<SubcategoryModel> {
    await this.get(id);
    const row = await this.prisma.subcategory.update({
      where: { id },
      data: {
        subcategoryName: changes.subcategoryName ?? undefined,
        priority: changes.priority ?? undefined,
        status: changes.status ?? undefined,
      },
      select: subcategorySelect,
    });
    return this.toModel(row);
  }

  async delete(id: string): Promise<SubcategoryModel> {
    const subcategory = await this.get(id);
    await this.trash.trash('subcategory', id);
    return subcategory;
  }

  async gallery(id: string): Promise<ImageModel[]> {
    await this.get(id);
    return this.images.list({ subcategoryId: id }, KIND);
  }

  /** Adds to the end of the gallery; `categoryId`, when the client sends it, must match. */
  async addImages(id: string, received: ReceivedImage[], categoryId?: string): Promise<ImageModel[]> {
    return this.images.addToGallery(
      { subcategoryId: id },
      KIND,
      received,
      async (tx) => {
        const row = await tx.subcategory.findUnique({ where: { id }, select: { categoryId: true } });
        return Boolean(row) && (categoryId === undefined || row!.categoryId === categoryId);
      },
      NOT_FOUND,
    );
  }

  /** Pushes the subcategory to the app's users (at most once per 10 minutes). */
  async notify(id: string, sentBy: AuthUser): Promise<NotificationModel> {
    const { subcategoryName } = await this.get(id);
    return this.notifications.send({ subjectType: 'subcategory', subjectId: id, title: subcategoryName }, sentBy);
  }

  private async assertCategory(categoryId: string) {
    const found = await this.prisma.category.count({ where: { id: categoryId } });
    if (!found) throw AppError.notFound(CATEGORY_NOT_FOUND);
  }
}
