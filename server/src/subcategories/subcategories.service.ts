import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user.js';
import { PrismaService } from '../database/prisma.service.js';
import { GalleryRecords, type WithGallery } from '../images/gallery-records.js';
import { ImagesService } from '../images/images.service.js';
import { TrashService } from '../trash/trash.service.js';
import type { NotificationModel } from '../notifications/models/notification.model.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { CreateSubcategoryInput, UpdateSubcategoryInput } from './dto/subcategory.inputs.js';
import { type SubcategoryRow, subcategorySelect } from './models/subcategory.model.js';

/** Subcategories (spec §2): one category's image galleries, ordered by priority then newest. */
@Injectable()
export class SubcategoriesService extends GalleryRecords<SubcategoryRow, CreateSubcategoryInput, UpdateSubcategoryInput> {
  constructor(
    prisma: PrismaService,
    images: ImagesService,
    trash: TrashService,
    private readonly notifications: NotificationsService,
  ) {
    super(prisma, images, {
      model: 'subcategory',
      select: subcategorySelect,
      orderBy: [{ priority: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
      owner: 'subcategoryId',
      kind: 'subcategory_image',
      notFound: 'Subcategory not found',
      parent: { model: 'category', notFound: 'Category not found', column: 'categoryId', of: (input) => input.categoryId },
      updateData: (changes) => ({
        subcategoryName: changes.subcategoryName ?? undefined,
        priority: changes.priority ?? undefined,
        status: changes.status ?? undefined,
      }),
      trash: (id) => trash.trash('subcategory', id),
    });
  }

  async list(categoryId: string, status?: boolean): Promise<WithGallery<SubcategoryRow>[]> {
    await this.assertParent(categoryId);
    return this.findAll({ categoryId, ...(status === undefined ? {} : { status }) });
  }

  /** Pushes the subcategory to the app's users (at most once per 10 minutes). */
  async notify(id: string, sentBy: AuthUser): Promise<NotificationModel> {
    const { subcategoryName } = await this.get(id);
    return this.notifications.send({ subjectType: 'subcategory', subjectId: id, title: subcategoryName }, sentBy);
  }
}
