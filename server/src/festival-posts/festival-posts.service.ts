import { Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import { dateToDay, dayToDate, todayInIndia } from '../../../shared/india-day.js';
import { FestivalCalendarService } from '../festivals/calendar/festival-calendar.service.js';
import { FESTIVAL_NOT_FOUND } from '../festivals/festivals.service.js';
import { ruleFromRow, ruleSelect } from '../festivals/models/festival.model.js';
import { TrashService } from '../trash/trash.service.js';
import type { CreateFestivalPostInput, UpdateFestivalPostInput } from './dto/festival-post.inputs.js';
import {
  type FestivalChoiceModel,
  type FestivalPostFormModel,
  type FestivalPostModel,
  festivalPostSelect,
  toFestivalPostModel,
} from './models/festival-post.model.js';

export const POST_NOT_FOUND = 'Festival post not found';
export const END_BEFORE_START = 'End Date cannot be before Start Date';
export const FESTIVAL_INACTIVE = 'Choose an active festival';
export const RANGE_INCOMPLETE = 'Give both start and end, or neither';
export const RANGE_EMPTY = 'end must be after start';
export const START_IN_PAST = 'Start Date cannot be in the past';
export const END_IN_PAST = 'End Date cannot be in the past';

/** Festival posts (spec §2 Posts): which festival the app shows on which days. */
@Injectable()
export class FestivalPostsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly trash: TrashService,
    private readonly calendar: FestivalCalendarService,
  ) {}

  /**
   * Posts overlapping the days [start, end) (end exclusive, as a calendar
   * asks for its visible range), or every post when no range is given. The
   * condition `postStartDate < end AND postEndDate >= start` is served by the
   * (postStartDate, postEndDate) index.
   */
  async list(start?: string | null, end?: string | null): Promise<FestivalPostModel[]> {
    if (Boolean(start) !== Boolean(end)) throw AppError.badInput(RANGE_INCOMPLETE);
    if (start && end && end <= start) throw AppError.badInput(RANGE_EMPTY);
    const where: Prisma.FestivalPostWhereInput =
      start && end ? { postStartDate: { lt: dayToDate(end) }, postEndDate: { gte: dayToDate(start) } } : {};
    const rows = await this.prisma.festivalPost.findMany({
      where,
      select: festivalPostSelect,
      orderBy: [{ postStartDate: 'asc' }, { postEndDate: 'desc' }, { postName: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toFestivalPostModel);
  }

  async get(id: string): Promise<FestivalPostModel> {
    const row = await this.prisma.festivalPost.findUnique({ where: { id }, select: festivalPostSelect });
    if (!row) throw AppError.notFound(POST_NOT_FOUND);
    return toFestivalPostModel(row);
  }

  /** Active festivals a post may be for, by name, each with its next day (two of one name are told apart by it). */
  async festivalChoices(): Promise<FestivalChoiceModel[]> {
    const rows = await this.prisma.festival.findMany({
      where: { status: true },
      select: { id: true, festivalName: true, isFixedDate: true, festivalDate: true, ...ruleSelect },
      orderBy: [{ festivalName: 'asc' }, { id: 'asc' }],
    });
    const today = todayInIndia();
    return rows.map((row) => {
      const festivalDate = row.festivalDate ? dateToDay(row.festivalDate) : null;
      const rule = row.isFixedDate ? null : ruleFromRow(row);
      const nextDate = row.isFixedDate
        ? festivalDate && festivalDate >= today
          ? festivalDate
          : null
        : rule
          ? this.calendar.nextDate(rule, today)
          : null;
      return { id: row.id, festivalName: row.festivalName, festivalDate, nextDate };
    });
  }

  /** The edit form's data: the post (when `id` is given) and the festivals to choose from. */
  async form(id?: string): Promise<FestivalPostFormModel> {
    const [post, festivals] = await Promise.all([id ? this.get(id) : null, this.festivalChoices()]);
    return { post, festivals };
  }

  async create(input: CreateFestivalPostInput): Promise<FestivalPostModel> {
    assertOrder(input.postStartDate, input.postEndDate);
    assertNotPast(input.postStartDate, undefined, START_IN_PAST);
    const row = await this.prisma.$transaction(async (tx) => {
      await assertActiveFestival(tx, input.festivalId);
      return tx.festivalPost.create({
        data: {
          festivalId: input.festivalId,
          postName: input.postName,
          postStartDate: dayToDate(input.postStartDate),
          postEndDate: dayToDate(input.postEndDate),
          status: input.status,
        },
        select: festivalPostSelect,
      });
    });
    return toFestivalPostModel(row);
  }

  /** Changes what is sent (a drag on the calendar sends only the days); the result must keep end ≥ start. */
  async update({ id, ...changes }: UpdateFestivalPostInput): Promise<FestivalPostModel> {
    const row = await this.prisma.$transaction(async (tx) => {
      const existing = await tx.festivalPost.findUnique({
        where: { id },
        select: { festivalId: true, postStartDate: true, postEndDate: true },
      });
      if (!existing) throw AppError.notFound(POST_NOT_FOUND);
      const storedStart = dateToDay(existing.postStartDate);
      const storedEnd = dateToDay(existing.postEndDate);
      const start = changes.postStartDate ?? storedStart;
      const end = changes.postEndDate ?? storedEnd;
      assertOrder(start, end);
      assertNotPast(start, storedStart, START_IN_PAST);
      assertNotPast(end, storedEnd, END_IN_PAST);
      // A post may keep a festival made inactive since; choosing one needs an active festival.
      if (changes.festivalId && changes.festivalId !== existing.festivalId) await assertActiveFestival(tx, changes.festivalId);
      return tx.festivalPost.update({
        where: { id },
        data: {
          festivalId: changes.festivalId ?? undefined,
          postName: changes.postName ?? undefined,
          postStartDate: dayToDate(start),
          postEndDate: dayToDate(end),
          status: changes.status ?? undefined,
        },
        select: festivalPostSelect,
      });
    });
    return toFestivalPostModel(row);
  }

  async delete(id: string): Promise<FestivalPostModel> {
    const post = await this.get(id);
    await this.trash.trash('festival_post', id);
    return post;
  }
}

/**
 * A post is not newly put on a day before today in India (issue 21.4, as
 * festivals refuse past dates): a day that is kept as stored passes, so a
 * running or past post can still be renamed or switched off.
 */
function assertNotPast(day: string, stored: string | undefined, message: string) {
  if (day !== stored && day < todayInIndia()) throw AppError.badInput(message);
}

function assertOrder(start: string, end: string) {
  if (end < start) throw AppError.badInput(END_BEFORE_START);
}

async function assertActiveFestival(tx: Prisma.TransactionClient, festivalId: string) {
  const festival = await tx.festival.findUnique({ where: { id: festivalId }, select: { status: true } });
  if (!festival) throw AppError.notFound(FESTIVAL_NOT_FOUND);
  if (!festival.status) throw AppError.badInput(FESTIVAL_INACTIVE);
}
