import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AppError } from '../common/errors/app-error.js';
import type { Page } from '../common/graphql/paginated.js';
import { PrismaService, type Tx } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { ScheduledNotificationsArgs } from './dto/scheduled-notification.inputs.js';
import { type ScheduledNotificationModel, scheduledNotificationSelect } from './models/scheduled-notification.model.js';
import { NotificationQueue } from './notification-queue.js';
import { type NotificationSubjectType, NotificationsService, type Sender } from './notifications.service.js';

export const SCHEDULE_MESSAGES = {
  notFound: 'Scheduled notification not found',
  inPast: 'Send time must be in the future',
  tooFar: 'Send time must be within a year from now',
  invalid: 'Send time is not a valid date and time',
  notScheduled: (status: string) => `This notification is already ${status}; only a scheduled one can be cancelled or moved`,
} as const;

const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/** A due row, as the send reads it. */
export type DueNotification = Prisma.ScheduledNotificationGetPayload<{
  select: {
    id: true;
    subjectType: true;
    subjectId: true;
    title: true;
    body: true;
    sendAt: true;
    automatic: true;
    scheduledById: true;
    scheduledByName: true;
  };
}>;

/**
 * What a subject kind does for its automatic notifications (the festivals'
 * mornings): `skipReason` on the day (null: send), and `next` after each send
 * or skip, in the same transaction, to schedule the following occurrence.
 */
export interface AutomaticRules {
  skipReason(tx: Tx, due: DueNotification): Promise<string | null>;
  next(tx: Tx, subjectId: string, after: Date): Promise<void>;
}

/**
 * Send later (issue 26). A scheduled notification is a ScheduledNotification
 * row plus a pg-boss job started after its sendAt, inserted in the same
 * transaction. When the job runs, one transaction locks the row while it is
 * still 'scheduled' and due, sends it as 'Send notification' does (cooldown
 * included) and marks it: so whichever process takes the job, and however
 * many jobs a move left behind, it goes out once; a process killed mid-way
 * rolls back and the job's expiry hands it to another.
 */
@Injectable()
export class ScheduledNotificationsService implements OnModuleInit {
  private readonly logger = new Logger(ScheduledNotificationsService.name);
  private readonly automatic = new Map<string, AutomaticRules>();

  constructor(
    private readonly prisma: PrismaService,
    private readonly queue: NotificationQueue,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.queue.onDue(({ scheduledId }) => this.sendIfDue(scheduledId));
  }

  /** A subject kind's automatic rules (FestivalsModule registers the festivals' mornings). */
  registerAutomatic(subjectType: NotificationSubjectType, rules: AutomaticRules): void {
    this.automatic.set(subjectType, rules);
  }

  /** Send later: the subject's title and text as they are now, at `sendAt`. */
  async schedule(
    input: { subjectType: NotificationSubjectType; subjectId: string; sendAt: string },
    by: AuthUser,
  ): Promise<ScheduledNotificationModel> {
    const sendAt = futureTime(input.sendAt);
    return this.prisma.$transaction(async (tx) => {
      const message = await this.notifications.messageOf(tx, input.subjectType, input.subjectId);
      if (!message) throw AppError.notFound(this.notifications.notFoundText(input.subjectType));
      return this.createInTransaction(tx, { subjectType: input.subjectType, subjectId: input.subjectId, ...message, sendAt }, by);
    });
  }

  /** A row and its job in the caller's transaction (`by` null: automatic). */
  async createInTransaction(
    tx: Tx,
    row: { subjectType: string; subjectId: string; title: string; body: string | null; sendAt: Date },
    by: Sender | null,
  ): Promise<ScheduledNotificationModel> {
    const created = await tx.scheduledNotification.create({
      data: { ...row, automatic: by === null, scheduledById: by?.id ?? null, scheduledByName: by?.name ?? null },
      select: scheduledNotificationSelect,
    });
    await this.queue.scheduleAt(tx, { scheduledId: created.id }, created.sendAt);
    return created;
  }

  /** Moves a scheduled one to `sendAt` (a new job; the old one finds it not yet due and does nothing). */
  async move(id: string, sendAtText: string): Promise<ScheduledNotificationModel> {
    const sendAt = futureTime(sendAtText);
    return this.prisma.$transaction((tx) => this.moveInTransaction(tx, id, sendAt));
  }

  async moveInTransaction(tx: Tx, id: string, sendAt: Date): Promise<ScheduledNotificationModel> {
    await this.lockScheduled(tx, id);
    const moved = await tx.scheduledNotification.update({ where: { id }, data: { sendAt }, select: scheduledNotificationSelect });
    await this.queue.scheduleAt(tx, { scheduledId: id }, sendAt);
    return moved;
  }

  /** Cancels a scheduled one; its job finds it cancelled and does nothing. */
  async cancel(id: string, by: AuthUser): Promise<ScheduledNotificationModel> {
    return this.prisma.$transaction(async (tx) => {
      await this.lockScheduled(tx, id);
      return tx.scheduledNotification.update({
        where: { id },
        data: { status: 'cancelled', reason: `Cancelled by ${by.name}` },
        select: scheduledNotificationSelect,
      });
    });
  }

  /** The Notifications screen, the top bar's menu and the dashboard: scheduled ones soonest first, the rest newest first. */
  async list(args: ScheduledNotificationsArgs): Promise<Page<ScheduledNotificationModel>> {
    const where: Prisma.ScheduledNotificationWhereInput = {
      ...(args.status ? { status: args.status } : {}),
      ...(args.automatic === undefined || args.automatic === null ? {} : { automatic: args.automatic }),
      ...(args.withinDays ? { sendAt: { lte: new Date(Date.now() + args.withinDays * 24 * 60 * 60 * 1000) } } : {}),
      ...(args.query ? { title: { contains: args.query, mode: 'insensitive' } } : {}),
    };
    const direction = args.status === 'scheduled' ? 'asc' : 'desc';
    const [items, totalCount] = await Promise.all([
      this.prisma.scheduledNotification.findMany({
        where,
        select: scheduledNotificationSelect,
        orderBy: [{ sendAt: direction }, { id: direction }],
        skip: (args.page - 1) * args.limit,
        take: args.limit,
      }),
      this.prisma.scheduledNotification.count({ where }),
    ]);
    return { items, totalCount };
  }

  /**
   * The job's work: sends the row once if it is still scheduled and due.
   * Runs in one transaction, so a crash leaves the row scheduled for the
   * job's retry (on this process or another).
   */
  async sendIfDue(id: string): Promise<void> {
    const sent = await this.prisma.$transaction(async (tx) => {
      // Waits for a process already sending it, then re-reads: it is no longer 'scheduled'.
      const locked = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM "ScheduledNotification"
          WHERE id = ${id}::uuid AND status = 'scheduled' AND "sendAt" <= (now() AT TIME ZONE 'UTC') + interval '5 seconds'
          FOR UPDATE`;
      if (!locked.length) return false;
      const due = await tx.scheduledNotification.findUniqueOrThrow({
        where: { id },
        select: {
          id: true,
          subjectType: true,
          subjectId: true,
          title: true,
          body: true,
          sendAt: true,
          automatic: true,
          scheduledById: true,
          scheduledByName: true,
        },
      });
      const rules = due.automatic ? this.automatic.get(due.subjectType) : undefined;
      const outcome = await this.attempt(tx, due, rules);
      await tx.scheduledNotification.update({ where: { id }, data: outcome });
      if (rules) await rules.next(tx, due.subjectId, due.sendAt);
      return outcome.status === 'sent';
    });
    if (sent) this.notifications.wakeWorker();
  }

  private async attempt(
    tx: Tx,
    due: DueNotification,
    rules: AutomaticRules | undefined,
  ): Promise<{ status: 'sent' | 'skipped' | 'failed'; reason: string | null; notificationId?: string }> {
    const skip = rules ? await rules.skipReason(tx, due) : null;
    if (skip) return { status: 'skipped', reason: skip };
    const by = due.scheduledById ? { id: due.scheduledById, name: due.scheduledByName ?? '' } : null;
    try {
      const notification = await this.notifications.sendInTransaction(
        tx,
        { subjectType: due.subjectType as NotificationSubjectType, subjectId: due.subjectId, title: due.title, body: due.body },
        by,
      );
      return { status: 'sent', reason: null, notificationId: notification.id };
    } catch (error) {
      // The cooldown (409) skips it; a subject gone (404) fails it. Both are checks before any write.
      if (!(error instanceof AppError)) throw error;
      this.logger.warn(`Scheduled notification ${due.id} not sent: ${error.message}`);
      return { status: error.code === 'CONFLICT' ? 'skipped' : 'failed', reason: error.message };
    }
  }

  /** Locks a row that must still be scheduled: 404 when absent, 409 when its time has come or gone. */
  private async lockScheduled(tx: Tx, id: string): Promise<void> {
    const rows = await tx.$queryRaw<Array<{ status: string }>>`SELECT status::text FROM "ScheduledNotification" WHERE id = ${id}::uuid FOR UPDATE`;
    if (!rows.length) throw AppError.notFound(SCHEDULE_MESSAGES.notFound);
    if (rows[0].status !== 'scheduled') throw AppError.conflict(SCHEDULE_MESSAGES.notScheduled(rows[0].status));
  }
}

/** A valid send time that is in the future and within a year, else the 400 that says which. */
function futureTime(text: string): Date {
  const sendAt = new Date(text);
  const day = text.slice(0, 10);
  // Date rolls 2030-02-31 over to March: the day must exist as written.
  const midnight = new Date(`${day}T00:00:00Z`);
  const dayExists = !Number.isNaN(midnight.getTime()) && midnight.toISOString().slice(0, 10) === day;
  if (Number.isNaN(sendAt.getTime()) || !dayExists) throw AppError.badInput(SCHEDULE_MESSAGES.invalid, 'sendAt');
  if (sendAt.getTime() <= Date.now()) throw AppError.badInput(SCHEDULE_MESSAGES.inPast, 'sendAt');
  if (sendAt.getTime() - Date.now() > MAX_AHEAD_MS) throw AppError.badInput(SCHEDULE_MESSAGES.tooFar, 'sendAt');
  return sendAt;
}
