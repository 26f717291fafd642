import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { addDays, dateToDay, dayToDate, indiaMidnight, todayInIndia } from '../../../shared/india-day.js';
import { PrismaService, type Tx } from '../database/prisma.service.js';
import { type DueNotification, ScheduledNotificationsService } from '../notifications/scheduled-notifications.service.js';
import { FestivalCalendarService } from './calendar/festival-calendar.service.js';
import { ruleFromRow, ruleSelect } from './models/festival.model.js';

export const MORNING_REASONS = {
  noPost: 'no post for this day',
  inactive: 'festival is inactive',
  turnedOff: 'Notify on the day was turned off',
} as const;

/** The instant `day` at 'HH:MM' India time. */
export function indiaTime(day: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(indiaMidnight(day).getTime() + (hours * 60 + minutes) * 60_000);
}

/**
 * The festival's own morning (issue 26): with notifyOnDay, one automatic
 * ScheduledNotification for its next day at notifyAt, India time. Kept in
 * step in the festival's own write transaction (date, rule, time, status) and
 * after each send or skip (the next occurrence); on the day it goes only if
 * the festival is active and a post covers the day.
 */
@Injectable()
export class FestivalMorningService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(FestivalMorningService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly calendar: FestivalCalendarService,
    private readonly scheduled: ScheduledNotificationsService,
  ) {}

  onModuleInit(): void {
    this.scheduled.registerAutomatic('festival', {
      skipReason: (tx, due) => this.skipReason(tx, due),
      next: (tx, festivalId, after) => this.reschedule(tx, festivalId, after),
    });
  }

  /**
   * Festivals with notifyOnDay and nothing scheduled (a seeded database, a
   * send whose next day was beyond the calendar's reach): schedule them.
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      const missing = await this.prisma.$queryRaw<Array<{ id: string }>>`
        SELECT f.id FROM "Festival" f WHERE f."notifyOnDay" AND NOT EXISTS (
          SELECT 1 FROM "ScheduledNotification" s
            WHERE s."subjectType" = 'festival' AND s."subjectId" = f.id AND s.automatic AND s.status = 'scheduled')`;
      for (const { id } of missing) await this.prisma.$transaction((tx) => this.reschedule(tx, id));
    } catch (error) {
      this.logger.error(`Festival mornings were not scheduled at start-up: ${(error as Error).message}`);
    }
  }

  /**
   * Makes the festival's pending morning notification match it: created,
   * moved, retitled or cancelled. `after`: the occurrence just sent or skipped
   * (the next must come later).
   */
  async reschedule(tx: Tx, festivalId: string, after?: Date): Promise<void> {
    // Two processes (or a save and a send) keep one pending row between them.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`festival-morning:${festivalId}`}, 0))`;
    const festival = await tx.festival.findUnique({
      where: { id: festivalId },
      select: {
        festivalName: true,
        festivalDescription: true,
        isFixedDate: true,
        festivalDate: true,
        notifyOnDay: true,
        notifyAt: true,
        ...ruleSelect,
      },
    });
    const pending = await tx.scheduledNotification.findMany({
      where: { subjectType: 'festival', subjectId: festivalId, automatic: true, status: 'scheduled' },
      select: { id: true, sendAt: true },
      orderBy: { sendAt: 'asc' },
    });
    const sendAt = festival?.notifyOnDay ? this.nextSendAt(festival, after) : null;
    const [keep, ...extra] = pending;
    const stale = sendAt ? extra : pending;
    if (stale.length) {
      await tx.scheduledNotification.updateMany({
        where: { id: { in: stale.map(({ id }) => id) } },
        data: { status: 'cancelled', reason: MORNING_REASONS.turnedOff },
      });
    }
    if (!festival || !sendAt) return;
    const message = { title: festival.festivalName, body: festival.festivalDescription };
    if (!keep) {
      await this.scheduled.createInTransaction(tx, { subjectType: 'festival', subjectId: festivalId, ...message, sendAt }, null);
      return;
    }
    await tx.scheduledNotification.update({ where: { id: keep.id }, data: message });
    if (keep.sendAt.getTime() !== sendAt.getTime()) await this.scheduled.moveInTransaction(tx, keep.id, sendAt);
  }

  /** The first of the festival's days whose notifyAt is still to come (and after `after`). */
  private nextSendAt(
    festival: { isFixedDate: boolean; festivalDate: Date | null; notifyAt: string } & Parameters<typeof ruleFromRow>[0],
    after?: Date,
  ): Date | null {
    const floor = Math.max(Date.now(), after?.getTime() ?? 0);
    const today = todayInIndia();
    let days: string[];
    if (festival.isFixedDate) {
      days = festival.festivalDate ? [dateToDay(festival.festivalDate)] : [];
    } else {
      const rule = ruleFromRow(festival);
      days = rule ? this.calendar.datesBetween(rule, addDays(today, -1), `${Number(today.slice(0, 4)) + 2}-12-31`) : [];
    }
    for (const day of days) {
      const at = indiaTime(day, festival.notifyAt);
      if (at.getTime() > floor) return at;
    }
    return null;
  }

  /** On the day: active, and at least one festival post covers the day. */
  private async skipReason(tx: Tx, due: DueNotification): Promise<string | null> {
    const festival = await tx.festival.findUnique({ where: { id: due.subjectId }, select: { status: true } });
    if (!festival) return null; // the send reports 'Festival not found'
    if (!festival.status) return MORNING_REASONS.inactive;
    const day = dayToDate(todayInIndia(due.sendAt));
    const posts = await tx.festivalPost.count({
      where: { festivalId: due.subjectId, status: true, postStartDate: { lte: day }, postEndDate: { gte: day } },
    });
    return posts ? null : MORNING_REASONS.noPost;
  }
}
