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
import type { CreateCustomCategoryInput, UpdateCustomCategoryInput } from './dto/custom-category.inputs.js';
import { customCategorySelect, type CustomCategoryModel, type CustomCategoryRow } from './models/custom-category.model.js';

export const CUSTOM_CATEGORY_NOT_FOUND = 'Customcategory not found';
const KIND = 'custom_category_image';

/** Custom categories (spec §2): image galleries outside the category tree, ordered by priority then newest. */
@Injectable()
export class CustomCategoriesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    private readonly trash: TrashService,
    private readonly notifications: NotificationsService,
  ) {}

  private toModel = ({ images, ...row }: CustomCategoryRow): CustomCategoryModel => ({
    ...row,
    images: images.map((image) => this.images.toModel(image)),
  });

  async list(status?: boolean): Promise<CustomCategoryModel[]> {
    const rows = await this.prisma.customCategory.findMany({
      where: status === undefined ? {} : { status },
      select: customCategorySelect,
      orderBy: [{ priority: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.map(this.toModel);
  }

  async get(id: string): Promise<CustomCategoryModel> {
    const row = await this.prisma.customCategory.findUnique({ where: { id }, select: customCategorySelect });
    if (!row) throw AppError.notFound(CUSTOM_CATEGORY_NOT_FOUND);
    return this.toModel(row);
  }

  async create(input: CreateCustomCategoryInput): Promise<CustomCategoryModel> {
    return this.toModel(await this.prisma.customCategory.create({ data: input, select: customCategorySelect }));
  }

  async update({ id, ...changes }: UpdateCustomCategoryInput): Promise<CustomCategoryModel> {
    await this.get(id);
    const row = await this.prisma.customCategory.update({
      where: { id },
      data: {
        customcategoryName: changes.customcategoryName ?? undefined,
        priority: changes.priority ?? undefined,
        status: changes.status ?? undefined,
      },
      select: customCategorySelect,
    });
    return this.toModel(row);
  }

  /** Deletes the custom category; its image rows cascade and their files go after the commit. */
  async delete(id: string): Promise<CustomCategoryModel> {
    const customCategory = await this.get(id);
    await this.trash.trash('custom_category', id);
    return customCategory;
  }

  async gallery(id: string): Promise<ImageModel[]> {
    await this.get(id);
    return this.images.list({ customCategoryId: id }, KIND);
  }

  /** Pushes the custom category to the app's users (at most once per 10 minutes). */
  async notify(id: string, sentBy: AuthUser): Promise<NotificationModel> {
    const { customcategoryName } = await this.get(id);
    return this.notifications.send({ subjectType: 'custom_category', subjectId: id, title: customcategoryName }, sentBy);
  }

  /** Adds to the end of the gallery and answers the whole gallery in order. */
  async addImages(id: string, received: ReceivedImage[]): Promise<ImageModel[]> {
    return this.images.addToGallery(
      { customCategoryId: id },
      KIND,
      received,
      async (tx) => (await tx.customCategory.count({ where: { id } })) > 0,
      CUSTOM_CATEGORY_NOT_FOUND,
    );
  }
}
