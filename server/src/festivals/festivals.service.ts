import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AppError } from '../common/errors/app-error.js';
import { required } from '../common/dto/validation-messages.js';
import { PrismaService } from '../database/prisma.service.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImagesService } from '../images/images.service.js';
import type { NotificationModel } from '../notifications/models/notification.model.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { dateToDay, dayToDate, todayInIndia } from './calendar-day.js';
import type { CreateFestivalInput, UpdateFestivalInput } from './dto/festival.inputs.js';
import { type FestivalModel, type FestivalRow, festivalSelect, toFestivalModel } from './models/festival.model.js';

export const FESTIVAL_NOT_FOUND = 'Festival not found';
export const FESTIVAL_DATE_REQUIRED = required('Festival Date');
export const FESTIVAL_DATE_PAST = 'Festival Date cannot be in the past';
const KIND = 'festival_image';

/** Festivals (spec §2): what the app is for; each has a gallery and may have posts on the calendar. */
@Injectable()
export class FestivalsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    private readonly notifications: NotificationsService,
  ) {}

  private toModel = (row: FestivalRow) => toFestivalModel(row, (image) => this.images.toModel(image));

  /** All festivals, fixed dates first by day, then the rest by name. */
  async list(status?: boolean | null): Promise<FestivalModel[]> {
    const rows = await this.prisma.festival.findMany({
      // GraphQL may send null for "no filter".
      where: status === undefined || status === null ? {} : { status },
      select: festivalSelect,
      orderBy: [{ festivalDate: { sort: 'asc', nulls: 'last' } }, { festivalName: 'asc' }, { id: 'asc' }],
    });
    return rows.map(this.toModel);
  }

  async get(id: string): Promise<FestivalModel> {
    const row = await this.prisma.festival.findUnique({ where: { id }, select: festivalSelect });
    if (!row) throw AppError.notFound(FESTIVAL_NOT_FOUND);
    return this.toModel(row);
  }

  /** Creates the festival and its gallery in one transaction. */
  async create(input: CreateFestivalInput, images: ReceivedImage[] = []): Promise<FestivalModel> {
    let festivalDate: string | null;
    try {
      festivalDate = fixedDay(input.isFixedDate, input.festivalDate ?? null, null);
    } catch (error) {
      await this.images.discard(images);
      throw error;
    }
    const row = await this.images.save(images, async (tx, attach) => {
      const festival = await tx.festival.create({
        data: {
          festivalName: input.festivalName,
          isFixedDate: input.isFixedDate,
          festivalDate: festivalDate ? dayToDate(festivalDate) : null,
          status: input.status,
          festivalDescription: input.festivalDescription ?? null,
        },
        select: { id: true },
      });
      await attach({ festivalId: festival.id }, KIND, images);
      return tx.festival.findUniqueOrThrow({ where: { id: festival.id }, select: festivalSelect });
    });
    return this.toModel(row);
  }

  /** Changes what is sent; new images join the end of the gallery. */
  async update({ id, ...changes }: UpdateFestivalInput, images: ReceivedImage[] = []): Promise<FestivalModel> {
    const row = await this.images.save(images, async (tx, attach) => {
      const existing = await tx.festival.findUnique({ where: { id }, select: { isFixedDate: true, festivalDate: true } });
      if (!existing) throw AppError.notFound(FESTIVAL_NOT_FOUND);
      const isFixedDate = changes.isFixedDate ?? existing.isFixedDate;
      const stored = existing.festivalDate ? dateToDay(existing.festivalDate) : null;
      const festivalDate = fixedDay(isFixedDate, changes.festivalDate === undefined ? stored : changes.festivalDate, stored);
      await tx.festival.update({
        where: { id },
        data: {
          festivalName: changes.festivalName ?? undefined,
          isFixedDate,
          festivalDate: festivalDate ? dayToDate(festivalDate) : null,
          status: changes.status ?? undefined,
          // undefined keeps the description; null or blank clears it.
          festivalDescription: changes.festivalDescription,
        },
      });
      await attach({ festivalId: id }, KIND, images);
      return tx.festival.findUniqueOrThrow({ where: { id }, select: festivalSelect });
    });
    return this.toModel(row);
  }

  /** Deletes the festival with its posts and images (rows cascade; files go after the commit). */
  async delete(id: string): Promise<FestivalModel> {
    const festival = await this.get(id);
    await this.images.deleting((tx) => tx.festival.delete({ where: { id } }));
    return festival;
  }

  /** Pushes the festival to the app's users (at most once per 10 minutes). */
  async notify(id: string, sentBy: AuthUser): Promise<NotificationModel> {
    const { festivalName, festivalDescription } = await this.get(id);
    return this.notifications.send({ subjectType: 'festival', subjectId: id, title: festivalName, body: festivalDescription }, sentBy);
  }
}

/**
 * The day to store: none unless the festival has a fixed date; then one is
 * required, and it may not be before today in India. A stored day that has
 * since passed may be kept (editing the name of last month's festival must
 * not fail), but not newly chosen.
 */
function fixedDay(isFixedDate: boolean, day: string | null, stored: string | null): string | null {
  if (!isFixedDate) return null;
  if (!day) throw AppError.badInput(FESTIVAL_DATE_REQUIRED);
  if (day !== stored && day < todayInIndia()) throw AppError.badInput(FESTIVAL_DATE_PAST);
  return day;
}
