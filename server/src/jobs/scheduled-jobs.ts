import { Global, Inject, Injectable, Logger, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { whileHoldingJobSetupLock } from './job-setup-lock.js';

interface ScheduledJob {
  cron: string;
  run: () => Promise<unknown>;
}

/**
 * Recurring maintenance (the trash purge; other retention jobs register the
 * same way): pg-boss cron schedules in the app's own PostgreSQL, so with
 * several app processes each run happens once. Modules call `register` while
 * initialising; the queue starts when the app does.
 */
@Injectable()
export class ScheduledJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ScheduledJobs.name);
  private readonly boss: PgBoss;
  private readonly jobs = new Map<string, ScheduledJob>();
  private running = false;

  private readonly databaseUrl: string | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.databaseUrl = config.databaseUrl;
    this.boss = new PgBoss({ connectionString: config.databaseUrl, schema: 'pgboss', max: 2, application_name: 'poster-admin-schedule' });
    this.boss.on('error', (error: Error & { code?: string }) => {
      // As in NotificationQueue: a connection PostgreSQL ends while the app stops (57P01) loses nothing.
      if (!this.running && error.code === '57P01') this.logger.log(`Scheduled jobs: a connection ended while stopping (${error.message})`);
      else this.logger.error(`Scheduled jobs: ${error.message}`);
    });
  }

  /** A job that runs on `cron` (UTC, 5 fields); `run` must be safe to run twice. */
  register(name: string, cron: string, run: () => Promise<unknown>): void {
    this.jobs.set(name, { cron, run });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.jobs.size) return;
    try {
      await whileHoldingJobSetupLock(this.databaseUrl, async () => {
        await this.boss.start();
        this.running = true;
        for (const [name, job] of this.jobs) {
          await this.boss.createQueue(name, { name, policy: 'singleton', retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 });
          await this.boss.schedule(name, job.cron);
          await this.boss.work(name, { batchSize: 1, pollingIntervalSeconds: 2 }, async () => {
            await job.run();
          });
        }
      });
    } catch (error) {
      this.logger.error(`Scheduled jobs did not start: ${(error as Error).message}`);
      await (this.boss.getDb() as PgBoss.Db & { close?: () => Promise<void> }).close?.().catch(() => undefined);
    }
  }

  /** Queues one run now (operators and tests); the worker picks it up within seconds. */
  async runNow(name: string): Promise<string | null> {
    return this.boss.send(name, {});
  }

  /** The cron each registered job is scheduled with, as pg-boss stored it. */
  async schedules(): Promise<Array<{ name: string; cron: string }>> {
    return (await this.boss.getSchedules()).map(({ name, cron }) => ({ name, cron }));
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }
}

@Global()
@Module({ providers: [ScheduledJobs], exports: [ScheduledJobs] })
export class ScheduledJobsModule {}
