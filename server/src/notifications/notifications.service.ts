import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AppError } from '../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PrismaService, type Tx } from '../database/prisma.service.js';
import { type NotificationModel, notificationSelect } from './models/notification.model.js';
import { type DeliveryJob, NotificationQueue } from './notification-queue.js';
import { NOTIFICATION_SENDER, type NotificationSender } from './senders/notification-sender.js';

export type NotificationSubjectType = 'custom_category' | 'subcategory' | 'festival';

export interface NotificationRequest {
  subjectType: NotificationSubjectType;
  subjectId: string;
  title: string;
  body?: string | null;
}

/** The same subject cannot be notified again within this window (a double click never pushes twice). */
export const NOTIFICATION_COOLDOWN_MINUTES = 10;

/** Each subject's existence check (in the sending transaction) and its not-found text. */
interface Subject {
  exists: (tx: Tx, id: string) => Promise<number>;
  notFound: string;
  /** What 'Send notification' sends about it (the services' notify methods send the same). */
  message: (tx: Tx, id: string) => Promise<{ title: string; body: string | null } | null>;
}
const SUBJECTS: Record<NotificationSubjectType, Subject> = {
  custom_category: {
    exists: (tx, id) => tx.customCategory.count({ where: { id } }),
    notFound: 'Customcategory not found',
    message: async (tx, id) => {
      const row = await tx.customCategory.findUnique({ where: { id }, select: { customcategoryName: true } });
      return row && { title: row.customcategoryName, body: null };
    },
  },
  subcategory: {
    exists: (tx, id) => tx.subcategory.count({ where: { id } }),
    notFound: 'Subcategory not found',
    message: async (tx, id) => {
      const row = await tx.subcategory.findUnique({ where: { id }, select: { subcategoryName: true } });
      return row && { title: row.subcategoryName, body: null };
    },
  },
  festival: {
    exists: (tx, id) => tx.festival.count({ where: { id } }),
    notFound: 'Festival not found',
    message: async (tx, id) => {
      const row = await tx.festival.findUnique({ where: { id }, select: { festivalName: true, festivalDescription: true } });
      return row && { title: row.festivalName, body: row.festivalDescription };
    },
  },
};

/** Who sent or scheduled a notification (null: the server, for a festival morning). */
export type Sender = Pick<AuthUser, 'id' | 'name'>;

export function cooldownMessage(sentAt: Date, now = new Date()): string {
  const minutes = Math.floor((now.getTime() - sentAt.getTime()) / 60_000);
  const ago = minutes < 1 ? 'less than a minute' : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `This was notified ${ago} ago. Please wait ${NOTIFICATION_COOLDOWN_MINUTES} minutes between notifications`;
}

/**
 * The one 'send notification' of the admin (custom categories, subcategories,
 * festivals): records a Notification, queues its delivery as a pg-boss job in
 * the same transaction, and answers at once. The worker delivers through the
 * configured NotificationSender and records the outcome.
 */
@Injectable()
export class NotificationsService implements OnModuleInit {
  private readonly logger = new Logger(NotificationsService.name);
  private readonly topic: string;

  constructor(
    private readonly prisma: PrismaService,
    private readonly queue: NotificationQueue,
    @Inject(NOTIFICATION_SENDER) private readonly sender: NotificationSender,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.topic = config.notifications.fcmTopic;
  }

  onModuleInit(): void {
    this.queue.onDeliver((job, attempt) => this.deliver(job, attempt.final));
  }

  /**
   * Records and queues one notification. Race-proof: a transaction-scoped
   * advisory lock on the subject serialises parallel sends, so of two clicks
   * at once one is recorded and the other gets the 409.
   */
  async send(request: NotificationRequest, sentBy: AuthUser): Promise<NotificationModel> {
    const notification = await this.prisma.$transaction((tx) => this.sendInTransaction(tx, request, sentBy));
    this.queue.wake();
    return notification;
  }

  /**
   * `send` inside the caller's transaction (a scheduled notification's time
   * came): the cooldown and the subject's existence hold alike. Call
   * `wakeWorker` after the commit.
   */
  async sendInTransaction(tx: Tx, request: NotificationRequest, sentBy: Sender | null): Promise<NotificationModel> {
    const subject = SUBJECTS[request.subjectType];
    if (!subject) throw AppError.badInput(`Unknown notification subject: ${String(request.subjectType)}`);
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`notification:${request.subjectType}:${request.subjectId}`}, 0))`;
    if (!(await subject.exists(tx, request.subjectId))) throw AppError.notFound(subject.notFound);
    const recent = await tx.notification.findFirst({
      where: {
        subjectType: request.subjectType,
        subjectId: request.subjectId,
        // A failed delivery may be sent again at once.
        state: { not: 'failed' },
        createdAt: { gt: new Date(Date.now() - NOTIFICATION_COOLDOWN_MINUTES * 60_000) },
      },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    if (recent) throw AppError.conflict(cooldownMessage(recent.createdAt));
    const row = await tx.notification.create({
      data: {
        subjectType: request.subjectType,
        subjectId: request.subjectId,
        title: request.title,
        body: request.body ?? null,
        topic: this.topic,
        sentById: sentBy?.id ?? null,
        sentByName: sentBy?.name ?? null,
      },
      select: notificationSelect,
    });
    await this.queue.enqueue(tx, {
      notificationId: row.id,
      topic: row.topic,
      title: row.title,
      body: row.body,
      data: { notificationId: row.id, subjectType: row.subjectType, subjectId: row.subjectId },
    });
    return row;
  }

  /** After a commit that queued deliveries: the worker takes them at once. */
  wakeWorker(): void {
    this.queue.wake();
  }

  /** The title and text 'Send notification' sends about a subject; null when the subject does not exist. */
  async messageOf(tx: Tx, subjectType: NotificationSubjectType, subjectId: string): Promise<{ title: string; body: string | null } | null> {
    const subject = SUBJECTS[subjectType];
    if (!subject) throw AppError.badInput(`Unknown notification subject: ${String(subjectType)}`);
    return subject.message(tx, subjectId);
  }

  /** The not-found text of a subject kind. */
  notFoundText(subjectType: NotificationSubjectType): string {
    return SUBJECTS[subjectType].notFound;
  }

  /** The latest sent, newest first (the top bar's menu). */
  list(limit = 10): Promise<NotificationModel[]> {
    return this.prisma.notification.findMany({
      select: notificationSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }

  /** One delivery attempt (the queue's worker); a thrown error makes pg-boss retry it. */
  private async deliver(job: DeliveryJob, final: boolean): Promise<void> {
    try {
      await this.sender.send({ topic: job.topic, title: job.title, body: job.body, data: job.data });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Notification ${job.notificationId} not delivered by ${this.sender.name}${final ? ' (giving up)' : ''}: ${message}`);
      await this.queue.execute(
        `UPDATE "Notification" SET "error" = $2, "state" = CASE WHEN $3::boolean THEN 'failed'::"NotificationState" ELSE "state" END WHERE "id" = $1::uuid`,
        [job.notificationId, message.slice(0, 500), final],
      );
      throw error;
    }
    await this.queue.execute(`UPDATE "Notification" SET "state" = 'delivered', "deliveredAt" = now(), "error" = NULL WHERE "id" = $1::uuid`, [
      job.notificationId,
    ]);
  }
}
