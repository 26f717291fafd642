import { Inject, Injectable } from '@nestjs/common';
import { countNoun, ENTITIES, entityOfModel, IMAGE, TRASHABLE } from '../../../shared/entities/index.js';
import type { AuthUser } from '../common/auth/auth-user.js';
import { AppError } from '../common/errors/app-error.js';
import { driverFailure } from '../common/errors/to-app-error.js';
import type { Page } from '../common/graphql/paginated.js';
import { currentActor } from '../common/logging/logger.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PrismaService, type Tx } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import type { TrashKind } from '../generated/prisma/enums.js';
import { IMAGE_OWNER_KEYS } from '../images/image-owner.js';
import { ImagesService } from '../images/images.service.js';
import { type ImageModel, imageSelect } from '../images/models/image.model.js';
import { type TrashEntryModel, type TrashEntryRow, trashEntrySelect } from './models/trash-entry.model.js';
import { captureCascade, MissingParentError, restoreSnapshot, type Row, type Snapshot } from './trash-snapshot.js';
import type { Counter } from 'prom-client';
import { Metrics } from '../common/metrics/metrics.js';

export const TRASH_MESSAGES = {
  notFound: 'This item is not in the trash',
  notYours: 'Employees may restore only what they deleted themselves',
  recordNotFound: 'Record not found',
} as const;

/** The reason a delete gives the scheduled notifications about what it took; a restore brings back those not yet due. */
export const SUBJECT_DELETED = 'Its subject was deleted';

/** The tables whose records notifications are about. */
const NOTIFICATION_SUBJECTS = new Set(['CustomCategory', 'Subcategory', 'Festival']);

/** The notification subjects a snapshot holds: their scheduled notifications go and come back with it. */
const idsOf = (snapshot: Snapshot): string[] =>
  snapshot.tables.filter(({ table }) => NOTIFICATION_SUBJECTS.has(table)).flatMap(({ rows }) => rows.map((row) => String(row.id)));

/** Each kind's table, and how its row is named in the Trash: the manifests of shared/entities. */
interface KindTable {
  table: string;
  label: (row: Row) => string;
}
const KINDS = Object.fromEntries(
  TRASHABLE.map(({ model, trash }): [TrashKind, KindTable] => [trash.kind, { table: model, label: trash.name }]),
) as Record<TrashKind, KindTable>;

/** The order of 'what went with it': records in the manifests' order, images last. */
const SUMMARY_ORDER = [...ENTITIES.filter((entity) => entity !== IMAGE), IMAGE].map(({ model }) => model);

/** How rows that went with a record are counted in 'what went with it': 'its 1 subcategory', '12 images'. */
const noun = (table: string, count = 1) => {
  const entity = entityOfModel(table);
  return entity ? countNoun(entity, count) : table;
};

/** Whose deletions a staff member sees in the Trash: an employee their own, others everyone's. */
export function ownDeletionsOf(user: AuthUser): string | undefined {
  return user.role === 'employee' ? user.id : undefined;
}

/** Uniqueness rules a restore can run into, checked first so the 409 names the clash. */
const UNIQUE_RULES: Array<{ table: string; find: (tx: Tx, row: Row) => Promise<boolean>; message: (row: Row) => string }> = [
  {
    table: 'Category',
    find: async (tx, row) =>
      (
        await tx.$queryRaw<unknown[]>`SELECT 1 FROM "Category"
          WHERE lower("categoryName") = lower(${String(row.categoryName)}) AND "isElection" = ${Boolean(row.isElection)}`
      ).length > 0,
    message: (row) => `Cannot restore: a category named '${String(row.categoryName)}' already exists. Rename or delete it, then restore`,
  },
  {
    table: 'FrameField',
    find: async (tx, row) => (await tx.frameField.count({ where: { variableName: String(row.variableName) } })) > 0,
    message: (row) =>
      `Cannot restore: a frame field with the variable name '${String(row.variableName)}' already exists. Rename or delete it, then restore`,
  },
  {
    table: 'AppUser',
    find: async (tx, row) => (await tx.appUser.count({ where: { mobile: String(row.mobile) } })) > 0,
    message: (row) => `Cannot restore: an app user with the mobile number ${String(row.mobile)} already exists. Change or delete it, then restore`,
  },
];

function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === 'P2002') return true;
  const failure = driverFailure(error.meta);
  return failure?.code === '23505' || failure?.kind === 'UniqueConstraintViolation';
}

/**
 * The trash (issue 16). A staff delete captures the record and everything
 * its delete cascades to (trash-snapshot.ts), deletes them for real and keeps
 * the snapshot in one TrashEntry, all in one transaction. Image files stay on
 * disk until the entry is deleted forever or purged.
 */
@Injectable()
export class TrashService {
  private readonly retentionDays: number;

  private readonly purgedEntries: Counter<'reason'>;

  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    @Inject(APP_CONFIG) config: AppConfig,
    metrics: Metrics,
  ) {
    this.retentionDays = config.trashRetentionDays;
    this.purgedEntries = metrics.counter(
      'trash_purged_entries_total',
      'Trash entries deleted for good (expired: the daily purge; deleted: by staff)',
      ['reason'],
    );
  }

  // ------------------------------------------------------------ moving to the trash

  /** Moves a record with its cascade to the trash, in its own transaction or in `tx`. */
  async trash(kind: TrashKind, id: string, tx?: Tx): Promise<void> {
    if (tx) return this.moveToTrash(tx, kind, id);
    await this.prisma.$transaction((inner) => this.moveToTrash(inner, kind, id));
  }

  private async moveToTrash(tx: Tx, kind: TrashKind, id: string): Promise<void> {
    const { table, label } = KINDS[kind];
    const snapshot = await captureCascade(tx, table, [id]);
    const root = snapshot.tables[0]?.rows[0];
    if (!root) throw AppError.notFound(TRASH_MESSAGES.recordNotFound);

    const images = snapshot.tables.filter((captured) => captured.table === 'StoredImage').flatMap(({ rows }) => rows);
    const filePaths = images.flatMap((image) => [String(image.path), String(image.thumbnailPath)]);
    const contents: Record<string, number> = {};
    for (const { table: capturedTable, rows } of snapshot.tables) {
      const count = capturedTable === table ? rows.length - 1 : rows.length;
      if (count > 0) contents[capturedTable] = (contents[capturedTable] ?? 0) + count;
    }

    await tx.$executeRaw`DELETE FROM ${Prisma.raw(`"${table}"`)} WHERE id = ${id}::uuid`;
    await tx.scheduledNotification.updateMany({
      where: { subjectId: { in: idsOf(snapshot) }, status: 'scheduled' },
      data: { status: 'cancelled', reason: SUBJECT_DELETED },
    });
    // The StoredImage trigger queued the files for removal; while trashed they stay.
    if (filePaths.length) await tx.fileRemoval.deleteMany({ where: { path: { in: filePaths } } });

    const actor = currentActor();
    await tx.trashEntry.create({
      data: {
        id,
        kind,
        label: label(root).slice(0, 300),
        contents,
        thumbnailPath: thumbnailOf(kind, root, images),
        filePaths,
        snapshot: snapshot as unknown as Prisma.InputJsonValue,
        deletedById: actor?.id ?? null,
        deletedByName: actor?.name ?? null,
      },
    });
  }

  /** One image of any gallery to the trash (its owner stays); answers it as it was. */
  async trashImage(id: string): Promise<ImageModel> {
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.storedImage.findUnique({ where: { id }, select: imageSelect });
      if (!row) throw AppError.notFound('Image not found');
      await this.moveToTrash(tx, 'image', id);
      return this.images.toModel(row);
    });
  }

  // ------------------------------------------------------------ the Trash screen

  /** An employee (`deletedById` set) sees only what they deleted themselves. */
  async list(args: { page: number; limit: number; query?: string; kind?: TrashKind; deletedById?: string }): Promise<Page<TrashEntryModel>> {
    const where: Prisma.TrashEntryWhereInput = {
      ...(args.deletedById ? { deletedById: args.deletedById } : {}),
      ...(args.kind ? { kind: args.kind } : {}),
      ...(args.query ? { label: { contains: args.query, mode: 'insensitive' } } : {}),
    };
    const [rows, totalCount] = await Promise.all([
      this.prisma.trashEntry.findMany({
        where,
        select: trashEntrySelect,
        orderBy: [{ deletedAt: 'desc' }, { id: 'desc' }],
        skip: (args.page - 1) * args.limit,
        take: args.limit,
      }),
      this.prisma.trashEntry.count({ where }),
    ]);
    return { items: rows.map((row) => this.toModel(row)), totalCount };
  }

  /**
   * Inserts every row of the entry again with its ids, parents first, and
   * drops the entry, in one transaction: a unique clash (a new category took
   * the name) or a parent that is gone answers 409 and restores nothing.
   */
  async restore(id: string): Promise<TrashEntryModel> {
    const actor = currentActor();
    return this.prisma.$transaction(async (tx) => {
      // Locks the entry: a second restore or a purge waits, then finds nothing.
      const locked = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM "TrashEntry" WHERE id = ${id}::uuid FOR UPDATE`;
      if (!locked.length) throw AppError.notFound(TRASH_MESSAGES.notFound);
      const entry = await tx.trashEntry.findUniqueOrThrow({ where: { id }, select: { ...trashEntrySelect, snapshot: true } });
      if (actor?.role === 'employee' && entry.deletedById !== actor.id) throw AppError.forbidden(TRASH_MESSAGES.notYours);
      const snapshot = entry.snapshot as unknown as Snapshot;

      for (const rule of UNIQUE_RULES) {
        for (const row of snapshot.tables.filter(({ table }) => table === rule.table).flatMap(({ rows }) => rows)) {
          if (await rule.find(tx, row)) throw AppError.conflict(rule.message(row));
        }
      }
      if (entry.kind === 'image') await makeRoomInGallery(tx, snapshot.tables[0].rows[0]);
      try {
        await restoreSnapshot(tx, snapshot);
      } catch (error) {
        if (error instanceof MissingParentError) {
          throw AppError.conflict(
            `Cannot restore '${entry.label}': its ${noun(error.parentTable)} is in the trash or was deleted. Restore that first`,
          );
        }
        if (isUniqueViolation(error)) {
          throw AppError.conflict(`Cannot restore '${entry.label}': a record created since has the same unique value`);
        }
        throw error;
      }
      // Their pg-boss jobs are still waiting for their time: scheduled again, they go.
      await tx.scheduledNotification.updateMany({
        where: { subjectId: { in: idsOf(snapshot) }, status: 'cancelled', reason: SUBJECT_DELETED, sendAt: { gt: new Date() } },
        data: { status: 'scheduled', reason: null },
      });
      await tx.trashEntry.delete({ where: { id } });
      return this.toModel(entry);
    });
  }

  /** Deletes the entry for good; its image files are removed after the commit (durably, via FileRemoval). */
  async deleteForever(id: string): Promise<TrashEntryModel> {
    const entry = await this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM "TrashEntry" WHERE id = ${id}::uuid FOR UPDATE`;
      if (!locked.length) throw AppError.notFound(TRASH_MESSAGES.notFound);
      const row = await tx.trashEntry.findUniqueOrThrow({ where: { id }, select: { ...trashEntrySelect, filePaths: true } });
      await this.dropEntries(tx, [row]);
      return row;
    });
    this.purgedEntries.inc({ reason: 'deleted' });
    await this.images.flushRemovals();
    return this.toModel(entry);
  }

  /** How many days an entry stays in the Trash (TRASH_RETENTION_DAYS), for the delete confirmations. */
  get retention(): number {
    return this.retentionDays;
  }

  /** Deletes forever what was trashed more than TRASH_RETENTION_DAYS ago; answers how many entries went. */
  async purgeExpired(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.retentionDays * 24 * 60 * 60 * 1000);
    let purged = 0;
    for (;;) {
      const batch = await this.prisma.$transaction(async (tx) => {
        const due = await tx.$queryRaw<Array<{ id: string; filePaths: string[] }>>`
          SELECT id, "filePaths" FROM "TrashEntry" WHERE "deletedAt" < ${cutoff}
          ORDER BY "deletedAt" LIMIT 100 FOR UPDATE SKIP LOCKED`;
        await this.dropEntries(tx, due);
        return due.length;
      });
      purged += batch;
      this.purgedEntries.inc({ reason: 'expired' }, batch);
      if (batch < 100) break;
    }
    if (purged) await this.images.flushRemovals();
    return purged;
  }

  private async dropEntries(tx: Tx, entries: ReadonlyArray<{ id: string; filePaths: string[] }>): Promise<void> {
    if (!entries.length) return;
    await tx.trashEntry.deleteMany({ where: { id: { in: entries.map(({ id }) => id) } } });
    const paths = entries.flatMap(({ filePaths }) => filePaths);
    if (paths.length) await tx.fileRemoval.createMany({ data: paths.map((path) => ({ path })) });
  }

  private toModel(row: TrashEntryRow): TrashEntryModel {
    const contents = (row.contents ?? {}) as Record<string, number>;
    return {
      id: row.id,
      kind: row.kind,
      label: row.label,
      // In a fixed order (jsonb does not keep key order): records first, images last.
      summary: SUMMARY_ORDER.filter((table) => contents[table])
        .map((table) => `${contents[table]} ${noun(table, contents[table])}`)
        .join(', '),
      thumbnailPath: row.thumbnailPath ? this.images.publicUrl(row.thumbnailPath) : null,
      deletedById: row.deletedById,
      deletedByName: row.deletedByName,
      deletedAt: row.deletedAt,
      purgeAt: new Date(row.deletedAt.getTime() + this.retentionDays * 24 * 60 * 60 * 1000),
    };
  }
}

/** The record's own first image, else the first image that went with it. */
function thumbnailOf(kind: TrashKind, root: Row, images: readonly Row[]): string | null {
  if (kind === 'image') return String(root.thumbnailPath);
  const byPosition = [...images].sort((left, right) => Number(left.position) - Number(right.position));
  const own = byPosition.find((image) => IMAGE_OWNER_KEYS.some((key) => image[key] === root.id));
  const chosen = own ?? byPosition[0];
  return chosen ? String(chosen.thumbnailPath) : null;
}

/** A single image goes back to its place: the images at or after its position move one down. */
async function makeRoomInGallery(tx: Tx, image: Row): Promise<void> {
  const ownerKey = IMAGE_OWNER_KEYS.find((key) => image[key]);
  if (!ownerKey) return;
  await tx.$executeRaw`
    UPDATE "StoredImage" SET position = position + 1
      WHERE ${Prisma.raw(`"${ownerKey}"`)} = ${String(image[ownerKey])}::uuid AND kind = ${String(image.kind)}::"ImageKind" AND position >= ${Number(image.position)}`;
}
