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
import { fieldLabel, type NamedChange, referenceKey, referencesOf, summaryOf, valueText } from './readable.js';

export const HISTORY_PURGE_JOB = 'history-purge';
/** Past this many matches the count stops: counting a million rows costs more than the page. */
export const HISTORY_COUNT_CAP = 1_000;
const PURGE_BATCH = 5_000;
/** An event that changed more rows than this is summed up by its count, not read row by row for its summary. */
const SUMMARY_MAX_CHANGES = 20;
/** Most rows one event's details list. */
const CHANGES_LIMIT = 1_000;

const eventSelect = {
  id: true,
  occurredAt: true,
  action: true,
  entityKind: true,
  entityId: true,
  entityName: true,
  staffId: true,
  staffName: true,
  staffRole: true,
  requestId: true,
  clientIp: true,
  changeCount: true,
} satisfies Prisma.AuditEventSelect;

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

type ChangeRow = NamedChange & { id: bigint; eventId: bigint };

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
    const changes = await this.namedChanges(
      rows.filter((row) => row.changeCount <= SUMMARY_MAX_CHANGES).map((row) => row.id),
      false,
    );
    const items = rows.map((row) => {
      const own = changes.filter((change) => change.eventId === row.id);
      const summary = summaryOf(row, row.changeCount <= SUMMARY_MAX_CHANGES ? own : undefined);
      return { ...row, id: row.id.toString(), summary };
    });
    return { items, totalCount };
  }

  /** The rows an event changed, each with its fields before and after. */
  async changes(eventId: string): Promise<AuditChangeModel[]> {
    if (!/^\d{1,18}$/.test(eventId)) throw AppError.notFound('History event not found');
    const event = await this.prisma.auditEvent.findUnique({ where: { id: BigInt(eventId) }, select: { id: true } });
    if (!event) throw AppError.notFound('History event not found');
    const rows = await this.namedChanges([event.id], true);
    const names = await this.referenceNames(referencesOf(rows));
    return rows.map((row) => {
      const before = row.before ?? {};
      const after = row.after ?? {};
      const fieldNames = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
      const fields: AuditFieldChangeModel[] = fieldNames.map((field) => ({
        field,
        label: fieldLabel(row.entityKind, field),
        before: row.operation === 'insert' ? null : json(before[field]),
        after: row.operation === 'delete' ? null : json(after[field]),
        beforeText: row.operation === 'insert' ? null : valueText(row.entityKind, field, before[field], names),
        afterText: row.operation === 'delete' ? null : valueText(row.entityKind, field, after[field], names),
      }));
      return {
        id: row.id.toString(),
        entityKind: row.entityKind,
        entityId: row.entityId,
        entityName: row.name,
        operation: row.operation,
        fields,
      };
    });
  }

  /**
   * The rows some events changed, each with its name: an added or removed
   * row's from its values, a changed row's from the record as it is now (its
   * values hold only what changed), else from what changed. The summaries
   * name the event's record from the event itself: `subjectsToo` false spares
   * those lookups.
   */
  private async namedChanges(eventIds: bigint[], subjectsToo: boolean): Promise<ChangeRow[]> {
    if (!eventIds.length) return [];
    return this.prisma.$queryRaw<ChangeRow[]>`
      SELECT change."id", change."eventId", change."entityKind", change."entityId", change."operation", change."before", change."after",
             CASE WHEN NOT ${subjectsToo} AND change."entityKind" = event."entityKind" AND change."entityId" = event."entityId" THEN NULL
                  WHEN change."operation" = 'update'
                  THEN coalesce(audit_current_name(change."entityKind", change."entityId"), audit_row_name(change."entityKind", change."after"))
                  WHEN change."operation" = 'delete' THEN audit_row_name(change."entityKind", change."before")
                  ELSE audit_row_name(change."entityKind", change."after") END AS "name"
        FROM "AuditChange" change
        JOIN "AuditEvent" event ON event."id" = change."eventId"
       WHERE change."eventId" = ANY(${eventIds}::bigint[])
       ORDER BY change."eventId", change."id"
       LIMIT ${CHANGES_LIMIT}`;
  }

  /** Names of referenced records: as they are now, or for one since deleted, the name its history last kept. */
  private async referenceNames(references: Array<{ kind: string; id: string }>): Promise<Map<string, string>> {
    if (!references.length) return new Map();
    const rows = await this.prisma.$queryRaw<Array<{ kind: string; id: string; name: string | null }>>`
      SELECT reference.kind, reference.id,
             coalesce(audit_current_name(reference.kind, reference.id), (
               SELECT "entityName" FROM "AuditEvent"
                WHERE "entityKind" = reference.kind AND "entityId" = reference.id AND "entityName" IS NOT NULL
                ORDER BY "occurredAt" DESC LIMIT 1)) AS name
        FROM unnest(${references.map((reference) => reference.kind)}::text[], ${references.map((reference) => reference.id)}::text[])
             AS reference(kind, id)`;
    return new Map(rows.flatMap((row) => (row.name ? [[referenceKey(row.kind, row.id), row.name] as const] : [])));
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
    // ILIKE '%…%', served by the trigram index on entityName.
    if (args.name) where.entityName = { contains: args.name, mode: 'insensitive' };
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
