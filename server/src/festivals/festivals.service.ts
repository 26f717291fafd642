import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AppError } from '../common/errors/app-error.js';
import { required } from '../common/dto/validation-messages.js';
import { PrismaService } from '../database/prisma.service.js';
import type { ReceivedImage } from '../images/image-intake.js';
import { ImagesService } from '../images/images.service.js';
import { TrashService } from '../trash/trash.service.js';
import type { NotificationModel } from '../notifications/models/notification.model.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { addDays, dateToDay, dayToDate, daysBetween, todayInIndia } from '../../../shared/india-day.js';
import { type DateRuleInput, toDateRule, toDateRuleModel } from './calendar/date-rule.types.js';
import { FestivalCalendarService } from './calendar/festival-calendar.service.js';
import { FestivalMorningService } from './festival-morning.service.js';
import type { DateRule } from './calendar/rules.js';
import type { CreateFestivalInput, UpdateFestivalInput } from './dto/festival.inputs.js';
import type { FestivalDayModel, FestivalPresetModel, FestivalRuleYearModel } from './models/festival-day.model.js';
import {
  type FestivalModel,
  type FestivalRow,
  festivalSelect,
  ruleColumns,
  ruleFromRow,
  ruleSelect,
  toFestivalModel,
} from './models/festival.model.js';

export const FESTIVAL_NOT_FOUND = 'Festival not found';
export const FESTIVAL_DATE_REQUIRED = required('Festival Date');
export const FESTIVAL_DATE_PAST = 'Festival Date cannot be in the past';
export const FIXED_WITH_RULE = 'A festival with a fixed date has no date rule: turn Is Fixed Date off to give one';
export const RANGE_ORDER = 'From must be on or before To';
export const MAX_RANGE_DAYS = 400;
export const RANGE_TOO_LONG = `From and To may be at most ${MAX_RANGE_DAYS} days apart`;
export const YEARS_OUT_OF_RANGE = 'Festival dates are computed for the years 1950 to 2100';
const KIND = 'festival_image';

/** Festivals (spec §2): what the app is for; each has a gallery and may have posts on the calendar. */
@Injectable()
export class FestivalsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    private readonly trash: TrashService,
    private readonly notifications: NotificationsService,
    private readonly calendar: FestivalCalendarService,
    private readonly mornings: FestivalMorningService,
  ) {}

  private toModel = (row: FestivalRow) => {
    const today = todayInIndia();
    return toFestivalModel(row, (image) => this.images.toModel(image), {
      today,
      rule: toDateRuleModel,
      next: (rule) => this.calendar.nextDate(rule, today),
    });
  };

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
    let rule: DateRule | null;
    try {
      festivalDate = fixedDay(input.isFixedDate, input.festivalDate ?? null, null);
      rule = ruleToStore(input.isFixedDate, input.dateRule, null);
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
          ...ruleColumns(rule),
          status: input.status,
          festivalDescription: input.festivalDescription ?? null,
          notifyOnDay: input.notifyOnDay ?? false,
          notifyAt: input.notifyAt ?? '07:00',
        },
        select: { id: true },
      });
      await attach({ festivalId: festival.id }, KIND, images);
      await this.mornings.reschedule(tx, festival.id);
      return tx.festival.findUniqueOrThrow({ where: { id: festival.id }, select: festivalSelect });
    });
    return this.toModel(row);
  }

  /** Changes what is sent; new images join the end of the gallery. */
  async update({ id, ...changes }: UpdateFestivalInput, images: ReceivedImage[] = []): Promise<FestivalModel> {
    const row = await this.images.save(images, async (tx, attach) => {
      const existing = await tx.festival.findUnique({ where: { id }, select: { isFixedDate: true, festivalDate: true, ...ruleSelect } });
      if (!existing) throw AppError.notFound(FESTIVAL_NOT_FOUND);
      const isFixedDate = changes.isFixedDate ?? existing.isFixedDate;
      const stored = existing.festivalDate ? dateToDay(existing.festivalDate) : null;
      const festivalDate = fixedDay(isFixedDate, changes.festivalDate === undefined ? stored : changes.festivalDate, stored);
      const rule = ruleToStore(isFixedDate, changes.dateRule, ruleFromRow(existing));
      await tx.festival.update({
        where: { id },
        data: {
          festivalName: changes.festivalName ?? undefined,
          isFixedDate,
          festivalDate: festivalDate ? dayToDate(festivalDate) : null,
          ...ruleColumns(rule),
          status: changes.status ?? undefined,
          // undefined keeps the description; null or blank clears it.
          festivalDescription: changes.festivalDescription,
          notifyOnDay: changes.notifyOnDay ?? undefined,
          notifyAt: changes.notifyAt ?? undefined,
        },
      });
      await attach({ festivalId: id }, KIND, images);
      await this.mornings.reschedule(tx, id);
      return tx.festival.findUniqueOrThrow({ where: { id }, select: festivalSelect });
    });
    return this.toModel(row);
  }

  /** Deletes the festival with its posts and images (rows cascade; files go after the commit). */
  async delete(id: string): Promise<FestivalModel> {
    const festival = await this.get(id);
    await this.trash.trash('festival', id);
    return festival;
  }

  /**
   * The days active festivals fall on from `from` to `to` (inclusive): fixed
   * dates and the days their rules give, each with the number of the
   * festival's posts that include the day. By day, then name.
   */
  async dates(from: string, to: string): Promise<FestivalDayModel[]> {
    if (to < from) throw AppError.badInput(RANGE_ORDER);
    if (daysBetween(from, to) > MAX_RANGE_DAYS) throw AppError.badInput(RANGE_TOO_LONG);
    return this.withPostCounts(await this.festivalDays(from, to));
  }

  /**
   * The dashboard's list: the festival days of the next `days` days from
   * `from`, or, when fewer than `atLeast` festivals fall in them, up to the
   * first day of the `atLeast`-th (looking at most MAX_RANGE_DAYS ahead).
   * Two queries whatever the length: the festivals, then their posts.
   */
  async upcoming(from: string, days: number, atLeast: number): Promise<FestivalDayModel[]> {
    const all = await this.festivalDays(from, addDays(from, MAX_RANGE_DAYS));
    const within = addDays(from, days - 1);
    const seen = new Set<string>();
    const kept = all.filter((day) => {
      // Past the window only a festival not yet listed, and only while fewer than atLeast are.
      const keep = day.date <= within || (!seen.has(day.festivalId) && seen.size < atLeast);
      if (keep) seen.add(day.festivalId);
      return keep;
    });
    return this.withPostCounts(kept);
  }

  /** The days active festivals fall on from `from` to `to`, by day then name. */
  private async festivalDays(from: string, to: string): Promise<Omit<FestivalDayModel, 'posts'>[]> {
    const festivals = await this.prisma.festival.findMany({
      where: {
        status: true,
        OR: [
          { isFixedDate: true, festivalDate: { gte: dayToDate(from), lte: dayToDate(to) } },
          { isFixedDate: false, ruleKind: { not: null } },
        ],
      },
      select: { id: true, festivalName: true, isFixedDate: true, festivalDate: true, ...ruleSelect },
    });
    const days: Omit<FestivalDayModel, 'posts'>[] = [];
    for (const festival of festivals) {
      const base = { festivalId: festival.id, festivalName: festival.festivalName, isFixedDate: festival.isFixedDate };
      if (festival.isFixedDate) {
        days.push({ ...base, date: dateToDay(festival.festivalDate!), ruleDescription: null, dateRule: null });
        continue;
      }
      const rule = ruleFromRow(festival);
      if (!rule) continue;
      const dateRule = toDateRuleModel(rule);
      for (const date of this.calendar.datesBetween(rule, from, to)) days.push({ ...base, date, ruleDescription: dateRule.description, dateRule });
    }
    return days.sort((a, b) => a.date.localeCompare(b.date) || a.festivalName.localeCompare(b.festivalName));
  }

  /** How many of each festival's posts cover its day, in one query for all the days. */
  private async withPostCounts(days: Omit<FestivalDayModel, 'posts'>[]): Promise<FestivalDayModel[]> {
    if (!days.length) return [];
    const from = days[0].date;
    const to = days[days.length - 1].date;
    const posts = await this.prisma.festivalPost.findMany({
      where: {
        festivalId: { in: [...new Set(days.map((day) => day.festivalId))] },
        postStartDate: { lte: dayToDate(to) },
        postEndDate: { gte: dayToDate(from) },
      },
      select: { festivalId: true, postStartDate: true, postEndDate: true },
    });
    return days.map((day) => {
      const at = dayToDate(day.date).getTime();
      const count = posts.filter(
        (post) => post.festivalId === day.festivalId && post.postStartDate.getTime() <= at && post.postEndDate.getTime() >= at,
      ).length;
      return { ...day, posts: count };
    });
  }

  /** The preset rules staff may start a festival from. */
  presets(): FestivalPresetModel[] {
    return this.calendar.presets.map((preset) => ({ ...preset, rule: toDateRuleModel(preset.rule) }));
  }

  /** A rule's days for `years` years from `fromYear` (default this year in India): the dialog's preview. */
  ruleDates(input: DateRuleInput, fromYear: number | null | undefined, years: number): FestivalRuleYearModel[] {
    const rule = toDateRule(input);
    // The input's validator has refused a rule that is not whole.
    if (!rule) throw AppError.badInput('Invalid Date Rule');
    const first = fromYear ?? Number(todayInIndia().slice(0, 4));
    if (first + years - 1 > 2100) throw AppError.badInput(YEARS_OUT_OF_RANGE);
    return Array.from({ length: years }, (_, index) => first + index).map((year) => ({
      year,
      dates: this.calendar.datesInYear(rule, year),
    }));
  }

  /** Pushes the festival to the app's users (at most once per 10 minutes). */
  async notify(id: string, sentBy: AuthUser): Promise<NotificationModel> {
    const { festivalName, festivalDescription } = await this.get(id);
    return this.notifications.send({ subjectType: 'festival', subjectId: id, title: festivalName, body: festivalDescription }, sentBy);
  }
}

/**
 * The rule to store: none for a fixed date (turning Is Fixed Date on drops the
 * rule); otherwise the one sent, or the stored one when none is sent (absent),
 * or none (null).
 */
function ruleToStore(isFixedDate: boolean, sent: DateRuleInput | null | undefined, stored: DateRule | null): DateRule | null {
  if (isFixedDate) {
    if (sent) throw AppError.badInput(FIXED_WITH_RULE);
    return null;
  }
  if (sent === undefined) return stored;
  return sent ? toDateRule(sent) : null;
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
