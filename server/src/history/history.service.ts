import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { currentRequestId } from '../common/logging/logger.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { StaffRole } from '../generated/prisma/enums.js';
import { ScheduledJobs } from '../jobs/scheduled-jobs.js';
import type { AuditEventsArgs } from './dto/audit-events.args.js';
import type { AuditChangeModel, AuditEventModel, AuditFieldChangeModel } from './models/audit-event.model.js';

export const HISTORY_PURGE_JOB = 'history-purge';
/** Past this many matches the count stops: counting a million rows costs more than the page. */
export const HISTORY_COUNT_CAP = 1_000;
const PURGE_BATCH = 5_000;

const eventSelect = {
  id: true,
  occurredAt: true,
  action: true,
  entityKind: true,
  entityId: true,
  staffId: true,
  staffName: true,
  staffRole: true,
  requestId: true,
  clientIp: true,
  changeCount: true,
} satisfies Prisma.AuditEventSelect;

type EventRow = Prisma.AuditEventGetPayload<{ select: typeof eventSelect }>;

function toModel(row: EventRow): AuditEventModel {
  return { ...row, id: row.id.toString() };
}

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

/**
 * Reads the history the database triggers write (prisma/migrations/*_history_triggers),
 * records the two things no row change carries (sign-in and a refused one),
 * and purges it after HISTORY_RETENTION_DAYS.
 */
@Injectable()
export class HistoryService implements OnModuleInit {
  private readonly logger = new Logger(HistoryService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: ScheduledJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // Daily at 03:17 UTC, off the hour.
    this.jobs.register(HISTORY_PURGE_JOB, '17 3 * * *', () => this.purge());
  }

  async list(args: AuditEventsArgs): Promise<{ items: AuditEventModel[]; totalCount: number }> {
    const where = this.whereOf(args);
    if (args.entityKind && args.entityId) where.id = { in: await this.eventIdsOf(args.entityKind, args.entityId) };
    const [rows, totalCount] = await Promise.all([
      this.prisma.auditEvent.findMany({
        where,
        select: eventSelect,
        orderBy: [{ occurredAt: 'desc' }, { id: 'desc' }],
        skip: (args.page - 1) * args.limit,
        take: args.limit,
      }),
      this.prisma.auditEvent.count({ where, take: HISTORY_COUNT_CAP }),
    ]);
    return { items: rows.map(toModel), totalCount };
  }

  /** The rows an event changed, each with its fields before and after. */
  async changes(eventId: string): Promise<AuditChangeModel[]> {
    if (!/^\d{1,18}$/.test(eventId)) throw AppError.notFound('History event not found');
    const event = await this.prisma.auditEvent.findUnique({ where: { id: BigInt(eventId) }, select: { id: true } });
    if (!event) throw AppError.notFound('History event not found');
    const rows = await this.prisma.auditChange.findMany({
      where: { eventId: event.id },
      orderBy: { id: 'asc' },
      take: 1_000,
    });
    return rows.map((row) => {
      const before = (row.before ?? {}) as Record<string, unknown>;
      const after = (row.after ?? {}) as Record<string, unknown>;
      const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
      const fields: AuditFieldChangeModel[] = names.map((field) => ({
        field,
        before: row.operation === 'insert' ? null : json(before[field]),
        after: row.operation === 'delete' ? null : json(after[field]),
      }));
      return { id: row.id.toString(), entityKind: row.entityKind, entityId: row.entityId, operation: row.operation, fields };
    });
  }

  /** A sign-in, or a refused one; `staff` when the email named an account; `clientIp`: from where. */
  async recordSignIn(
    outcome: 'sign_in' | 'sign_in_refused',
    staff: { id: string; name: string; role: StaffRole } | null,
    clientIp?: string,
  ): Promise<void> {
    await this.prisma.auditEvent.create({
      data: {
        action: outcome,
        entityKind: 'StaffUser',
        entityId: staff?.id ?? null,
        staffId: staff?.id ?? null,
        staffName: staff?.name ?? null,
        staffRole: staff?.role ?? null,
        requestId: currentRequestId() ?? null,
        clientIp: clientIp ?? null,
      },
    });
  }

  /** Sessions of `ownerId` ended by `actor` (from `clientIp`); one event however many ended. */
  async recordSessionEnd(
    actor: { id: string; name: string; role: StaffRole },
    ownerId: string,
    ended: number,
    clientIp: string | undefined,
  ): Promise<void> {
    await this.prisma.auditEvent.create({
      data: {
        action: 'session_end',
        entityKind: 'StaffUser',
        entityId: ownerId,
        staffId: actor.id,
        staffName: actor.name,
        staffRole: actor.role,
        requestId: currentRequestId() ?? null,
        clientIp: clientIp ?? null,
        changeCount: ended,
      },
    });
  }

  /** Removes events older than the retention, in batches so no statement holds locks for long. */
  async purge(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.historyRetentionDays * 86_400_000);
    let removed = 0;
    for (;;) {
      const count = await this.prisma.$executeRaw`
        DELETE FROM "AuditEvent" WHERE "id" IN (
          SELECT "id" FROM "AuditEvent" WHERE "occurredAt" < ${cutoff} ORDER BY "occurredAt" LIMIT ${PURGE_BATCH}
        )`;
      removed += count;
      if (count < PURGE_BATCH) break;
    }
    if (removed) this.logger.log(`History purge: ${removed} events older than ${this.config.historyRetentionDays} days removed`);
    return removed;
  }

  /**
   * A record's own history: events about it, and events that changed it or one
   * of its images. Three index lookups joined by UNION; an OR across the two
   * tables would scan them.
   */
  private async eventIdsOf(entityKind: string, entityId: string): Promise<bigint[]> {
    const rows = await this.prisma.$queryRaw<Array<{ id: bigint }>>`
      SELECT "id" FROM "AuditEvent" WHERE "entityKind" = ${entityKind} AND "entityId" = ${entityId}
      UNION SELECT "eventId" FROM "AuditChange" WHERE "entityKind" = ${entityKind} AND "entityId" = ${entityId}
      UNION SELECT "eventId" FROM "AuditChange" WHERE "ownerKind" = ${entityKind} AND "ownerId" = ${entityId}
      LIMIT 5000`;
    return rows.map((row) => row.id);
  }

  private whereOf(args: AuditEventsArgs): Prisma.AuditEventWhereInput {
    const where: Prisma.AuditEventWhereInput = {};
    if (args.staffId) where.staffId = args.staffId;
    if (args.action) where.action = args.action;
    if (args.from || args.to) {
      where.occurredAt = { ...(args.from ? { gte: new Date(args.from) } : {}), ...(args.to ? { lt: new Date(args.to) } : {}) };
    }
    // With an entityId too, list() narrows to the record's own events (eventIdsOf).
    if (args.entityKind && !args.entityId) {
      where.entityKind = args.entityKind;
    }
    return where;
  }
}
