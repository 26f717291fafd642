import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ScheduledJobs } from '../jobs/scheduled-jobs.js';
import { TrashController } from './trash.controller.js';
import { TrashResolver } from './trash.resolver.js';
import { TrashService } from './trash.service.js';

export const TRASH_PURGE_JOB = 'trash-purge';
/** Hourly: an entry is gone at most an hour after TRASH_RETENTION_DAYS. */
const TRASH_PURGE_CRON = '17 * * * *';

/** The trash, available to every feature module whose deletes it takes. */
@Global()
@Module({
  controllers: [TrashController],
  providers: [TrashService, TrashResolver],
  exports: [TrashService],
})
export class TrashModule implements OnModuleInit {
  constructor(
    private readonly trash: TrashService,
    private readonly jobs: ScheduledJobs,
  ) {}

  onModuleInit(): void {
    this.jobs.register(TRASH_PURGE_JOB, TRASH_PURGE_CRON, () => this.trash.purgeExpired());
  }
}
