import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user.js';
import { PrismaService } from '../database/prisma.service.js';
import { GalleryRecords, type WithGallery } from '../images/gallery-records.js';
import { ImagesService } from '../images/images.service.js';
import { TrashService } from '../trash/trash.service.js';
import type { NotificationModel } from '../notifications/models/notification.model.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { CreateCustomCategoryInput, UpdateCustomCategoryInput } from './dto/custom-category.inputs.js';
import { customCategorySelect, type CustomCategoryRow } from './models/custom-category.model.js';

export const CUSTOM_CATEGORY_NOT_FOUND = 'Customcategory not found';

/** Custom categories (spec §2): image galleries outside the category tree, ordered by priority then newest. */
@Injectable()
export class CustomCategoriesService extends GalleryRecords<CustomCategoryRow, CreateCustomCategoryInput, UpdateCustomCategoryInput> {
  constructor(
    prisma: PrismaService,
    images: ImagesService,
    trash: TrashService,
    private readonly notifications: NotificationsService,
  ) {
    super(prisma, images, {
      model: 'customCategory',
      select: customCategorySelect,
      orderBy: [{ priority: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
      owner: 'customCategoryId',
      kind: 'custom_category_image',
      notFound: CUSTOM_CATEGORY_NOT_FOUND,
      updateData: (changes) => ({
        customcategoryName: changes.customcategoryName ?? undefined,
        priority: changes.priority ?? undefined,
        status: changes.status ?? undefined,
      }),
      trash: (id) => trash.trash('custom_category', id),
    });
  }

  async list(status?: boolean): Promise<WithGallery<CustomCategoryRow>[]> {
    return this.findAll(status === undefined ? {} : { status });
  }

  /** Pushes the custom category to the app's users (at most once per 10 minutes). */
  async notify(id: string, sentBy: AuthUser): Promise<NotificationModel> {
    const { customcategoryName } = await this.get(id);
    return this.notifications.send({ subjectType: 'custom_category', subjectId: id, title: customcategoryName }, sentBy);
  }
}
