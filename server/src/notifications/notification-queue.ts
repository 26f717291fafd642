import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { makeTypedQueryFactory } from '@prisma/client/runtime/client';
import PgBoss from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Tx } from '../database/prisma.service.js';
import { whileHoldingJobSetupLock } from '../jobs/job-setup-lock.js';

export const DELIVERY_QUEUE = 'notification-delivery';
/** Scheduled notifications (issue 26): one job per ScheduledNotification, started after its sendAt. */
export const SCHEDULE_QUEUE = 'notification-schedule';

/** What a scheduled job carries: only the row's id; the row's status decides whether it still goes. */
export interface ScheduleJob {
  scheduledId: string;
}

/** What a delivery job carries: everything the sender needs, so the worker needs no lookup. */
export interface DeliveryJob {
  notificationId: string;
  topic: string;
  title: string;
  body: string | null;
  data: Record<string, string>;
}

export type DeliveryHandler = (job: DeliveryJob, attempt: { final: boolean }) => Promise<void>;

/**
 * The notifications' job queue: pg-boss in the app's own PostgreSQL (schema
 * `pgboss`), started and stopped with the app. Jobs are inserted inside the
 * transaction that records the notification, so a notification is queued
 * exactly when its row commits.
 */
@Injectable()
export class NotificationQueue implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(NotificationQueue.name);
  private readonly boss: PgBoss;
  private workerId?: string;
  private handler?: DeliveryHandler;
  private dueHandler?: (job: ScheduleJob) => Promise<void>;
  private running = false;

  private readonly databaseUrl: string | undefined;
  private readonly pollSeconds: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.databaseUrl = config.databaseUrl;
    this.pollSeconds = config.notifications.schedulePollSeconds;
    this.boss = new PgBoss({
      connectionString: config.databaseUrl,
      schema: 'pgboss',
      max: 2,
      application_name: 'poster-admin-jobs',
      // No cron schedules here; skip the clock monitor.
      schedule: false,
    });
    // An EventEmitter 'error' without a listener would crash the process.
    this.boss.on('error', (error: Error & { code?: string }) => {
      // Once stopping, PostgreSQL ending a connection of the queue (57P01, the embedded database
      // stopping after the app) loses nothing: the jobs are rows, picked up at the next start.
      if (!this.running && error.code === '57P01') this.logger.log(`Job queue: a connection ended while stopping (${error.message})`);
      else this.logger.error(`Job queue: ${error.message}`);
    });
  }

  /** The worker that delivers; set once, before the app starts. */
  onDeliver(handler: DeliveryHandler): void {
    this.handler = handler;
  }

  /** The worker that sends a scheduled notification when its time comes; set once, before the app starts. */
  onDue(handler: (job: ScheduleJob) => Promise<void>): void {
    this.dueHandler = handler;
  }

  /**
   * Starts the queue. A queue that cannot start (no database, as when the
   * schema is printed) is logged and leaves the app running; sending then fails.
   */
  async onModuleInit(): Promise<void> {
    try {
      await this.start();
      this.running = true;
    } catch (error) {
      this.logger.error(`The notification queue did not start, so notifications cannot be sent: ${(error as Error).message}`);
      // Its own pool stays open after a failed start (stop() does nothing then).
      await (this.boss.getDb() as PgBoss.Db & { close?: () => Promise<void> }).close?.().catch(() => undefined);
    }
  }

  private async start(): Promise<void> {
    await whileHoldingJobSetupLock(this.databaseUrl, () => this.setUp());
  }

  private async setUp(): Promise<void> {
    await this.boss.start();
    // send() to a queue that does not exist drops the job (returns null): create it first.
    await this.boss.createQueue(DELIVERY_QUEUE, {
      name: DELIVERY_QUEUE,
      policy: 'standard',
      retryLimit: 3,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 60,
    });
    this.workerId = await this.boss.work<DeliveryJob>(
      DELIVERY_QUEUE,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 5 },
      async ([job]) => {
        if (!this.handler) throw new Error('No notification sender is registered');
        await this.handler(job.data, { final: job.retryCount >= job.retryLimit });
      },
    );
    await this.boss.createQueue(SCHEDULE_QUEUE, {
      name: SCHEDULE_QUEUE,
      policy: 'standard',
      retryLimit: 5,
      retryDelay: 15,
      // A process killed while sending: the job expires and another process takes it (the row's status keeps it once-only).
      expireInSeconds: 60,
    });
    await this.boss.work<ScheduleJob>(SCHEDULE_QUEUE, { batchSize: 1, pollingIntervalSeconds: this.pollSeconds }, async ([job]) => {
      if (!this.dueHandler) throw new Error('No scheduled notification sender is registered');
      await this.dueHandler(job.data);
    });
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    // Waits for a delivery in progress, then closes the queue's pool.
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  /** Queues a delivery inside `tx`; the job id is the notification's id. */
  async enqueue(tx: Tx, job: DeliveryJob): Promise<void> {
    if (!this.running) throw new Error('The notification queue is not running');
    const id = await this.boss.send(DELIVERY_QUEUE, job, { id: job.notificationId, db: this.inTransaction(tx) });
    if (!id) throw new Error(`The notification ${job.notificationId} could not be queued`);
  }

  /** Queues the scheduled notification's job inside `tx`, to start at `sendAt`. */
  async scheduleAt(tx: Tx, job: ScheduleJob, sendAt: Date): Promise<void> {
    if (!this.running) throw new Error('The notification queue is not running');
    const id = await this.boss.send(SCHEDULE_QUEUE, job, { startAfter: sendAt, db: this.inTransaction(tx) });
    if (!id) throw new Error(`The scheduled notification ${job.scheduledId} could not be queued`);
  }

  /** After the commit: wake the worker instead of waiting for its next poll. */
  wake(): void {
    if (this.workerId) this.boss.notifyWorker(this.workerId);
  }

  private inTransaction(tx: Tx): PgBoss.Db {
    return {
      // pg-boss's own fixed statement, run as written (its placeholders repeat, so Prisma.sql could not
      // number them alike): a typed query, as TypedSQL makes of a .sql file.
      executeSql: async (text, values) => ({
        rows: await tx.$queryRawTyped(makeTypedQueryFactory(text)(...values.map(toSqlValue))),
      }),
    };
  }

  /** SQL through the queue's own pool (the worker's state updates; independent of Prisma's lifecycle). */
  execute(text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
    return this.boss.getDb().executeSql(text, values);
  }
}

/** pg-boss hands objects for jsonb parameters and leaves unset options undefined. */
function toSqlValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return JSON.stringify(value);
  return value;
}
