import { Injectable } from '@nestjs/common';
import { SUVICHAR } from '../../../shared/entities/index.js';
import { dayToDate, todayInIndia } from '../../../shared/india-day.js';
import type { Page } from '../common/graphql/paginated.js';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { ImagesService } from '../images/images.service.js';
import { SingleImageRecords } from '../images/single-image-records.js';
import { TrashService } from '../trash/trash.service.js';
import {
  type CreateSuvicharInput,
  type SuvicharModel,
  type SuvicharRow,
  suvicharSelect,
  type SuvicharsArgs,
  toSuvicharModel,
  type UpdateSuvicharInput,
} from './suvichar.model.js';

/**
 * Suvichar (issue 32's proof entity): a thought of the day, one per India
 * day, with an optional background image. The generic single-image service
 * does the writes; this adds the searched, paged list and today's thought.
 */
@Injectable()
export class SuvicharService extends SingleImageRecords<SuvicharRow, SuvicharModel, CreateSuvicharInput, UpdateSuvicharInput> {
  constructor(prisma: PrismaService, images: ImagesService, trash: TrashService) {
    super(prisma, images, {
      model: 'suvichar',
      select: suvicharSelect,
      owner: 'suvicharId',
      kind: 'suvichar_image',
      // No imageLabel: the background image is optional.
      texts: { notFound: SUVICHAR.messages.notFound },
      toModel: toSuvicharModel,
      createData: ({ day, ...input }) => ({ ...input, day: dayToDate(day) }),
      updateData: ({ day, text, author, status }) => ({
        text: text ?? undefined,
        // undefined keeps the author; null or blank clears it.
        author,
        day: day ? dayToDate(day) : undefined,
        status: status ?? undefined,
      }),
      trash: (id) => trash.trash(SUVICHAR.trash.kind, id),
    });
  }

  /** Latest day first; `query` matches the thought or the author (trigram indexes serve it). */
  async page({ page, limit, query, status }: SuvicharsArgs): Promise<Page<SuvicharModel>> {
    const where: Prisma.SuvicharWhereInput = {
      ...(status === undefined ? {} : { status }),
      ...(query ? { OR: [{ text: { contains: query, mode: 'insensitive' } }, { author: { contains: query, mode: 'insensitive' } }] } : {}),
    };
    const [rows, totalCount] = await this.prisma.$transaction([
      this.prisma.suvichar.findMany({ where, select: suvicharSelect, orderBy: { day: 'desc' }, skip: (page - 1) * limit, take: limit }),
      this.prisma.suvichar.count({ where }),
    ]);
    return { items: rows.map((row) => this.toModel(row)), totalCount };
  }

  /** The active suvichar of today's India day, or null when there is none. */
  async today(now = new Date()): Promise<SuvicharModel | null> {
    const row = await this.prisma.suvichar.findFirst({ where: { day: dayToDate(todayInIndia(now)), status: true }, select: suvicharSelect });
    return row ? this.toModel(row) : null;
  }
}
