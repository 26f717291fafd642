import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
import { GalleryRecords, type WithGallery } from '../images/gallery-records.js';
import { ImagesService } from '../images/images.service.js';
import { TrashService } from '../trash/trash.service.js';
import type { CreateGreetingInput, UpdateGreetingInput } from './dto/greeting.inputs.js';
import { type GreetingRow, greetingSelect } from './models/greeting.model.js';

/** Greetings (spec §2): one category's greeting galleries, newest first. */
@Injectable()
export class GreetingsService extends GalleryRecords<GreetingRow, CreateGreetingInput, UpdateGreetingInput> {
  constructor(prisma: PrismaService, images: ImagesService, trash: TrashService) {
    super(prisma, images, {
      model: 'greeting',
      select: greetingSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      owner: 'greetingId',
      kind: 'greeting_image',
      notFound: 'Greeting not found',
      parent: { model: 'category', notFound: 'Category not found', column: 'categoryId', of: (input) => input.categoryId },
      updateData: (changes) => ({
        greetingName: changes.greetingName ?? undefined,
        status: changes.status ?? undefined,
        isHomePage: changes.isHomePage ?? undefined,
      }),
      trash: (id) => trash.trash('greeting', id),
    });
  }

  async list(categoryId: string, status?: boolean): Promise<WithGallery<GreetingRow>[]> {
    await this.assertParent(categoryId);
    return this.findAll({ categoryId, ...(status === undefined ? {} : { status }) });
  }
}
