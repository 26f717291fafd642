import { Injectable } from '@nestjs/common';
import { hashSecret } from '../common/auth/passwords.js';
import { AppError } from '../common/errors/app-error.js';
import { PrismaService } from '../database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';
import { ImagesService } from '../images/images.service.js';
import { TrashService } from '../trash/trash.service.js';
import type { AppUserListPage } from './models/app-user.model.js';
import type { CreateAppUserInput, UpdateAppUserInput } from './dto/app-user.inputs.js';
import { readAppUserSearch } from '../../../shared/app-user-search.js';
import { normalizeMobile } from './mobile.js';
import type { UserType } from '../common/user-type.js';
import { type AppUserModel, appUserSelect, toAppUserModel } from './models/app-user.model.js';
import { OCCUPATIONS } from './occupations.js';
import {
  type AppUserSort,
  AppUserSortColumn,
  appUserOrderBy,
  appUserOrderSql,
  appUserSortColumnSql,
  DEFAULT_APP_USER_SORT,
  SortDirection,
} from './app-user-sort.js';
import { APP_USER } from '../../../shared/entities/index.js';

const NOT_FOUND = 'User not found';
const MOBILE_TAKEN = APP_USER.messages.taken.mobile;

/** What deleting an app user removed: rows (the user, businesses, profiles, image rows) and files. */
export interface AppUserDeletion {
  user: AppUserModel;
  userType: UserType;
  recordsDeleted: number;
  filesDeleted: number;
}

export type SubscriptionStateFilter = 'all' | 'subscribed' | 'expired' | 'none';

export interface ListOptions {
  search?: string;
  state?: SubscriptionStateFilter;
  skip?: number;
  take?: number;
  /**
   * Keyset paging: the id of the last user of the previous page. The page then
   * starts right after that user in the list's order (newest first), found on
   * the (createdAt, id) index at the cost of a first page however deep it is;
   * `skip` is not used. A user no longer listed (deleted since) falls back to `skip`.
   */
  after?: string;
  /** "Now" for telling subscribed from expired; a parameter so tests can move it. */
  now?: Date;
  /** The order (allow-listed, app-user-sort.ts); newest first when absent. */
  sort?: AppUserSort;
}

/**
 * Counts stop here: a page says "10,000+" rather than counting a common
 * surname's 126,000 matches on every request (issue 15, docs/decisions.md).
 * `totalCount` is then COUNT_CAP + 1 and `countCapped` is true.
 */
export const COUNT_CAP = 10_000;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * THE filter of every app user list (the list, the export, the reports), as
 * SQL over `"AppUser" u`: `mobile LIKE '…%'` (the mobile prefix B-tree,
 * text_pattern_ops) or `name ILIKE '%…%'` (the name trigram index; LIKE for
 * text without cased letters), and the
 * subscription state. `walk: true` hides the search from the indexes, for a
 * search known to match many users: walking the createdAt index then meets a
 * page of matches within a few hundred rows.
 */
export function appUserSqlFilter({ search, state = 'all', now = new Date() }: ListOptions, { walk = false }: { walk?: boolean } = {}): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  const wanted = readAppUserSearch(search);
  if (wanted?.kind === 'mobile') {
    const mobile = walk ? Prisma.sql`(u."mobile" || '')` : Prisma.sql`u."mobile"`;
    conditions.push(Prisma.sql`${mobile} LIKE ${`${wanted.prefix}%`}`);
  } else if (wanted?.kind === 'name') {
    const name = walk ? Prisma.sql`(u."name" || '')` : Prisma.sql`u."name"`;
    // Text with no cased letter (Gujarati, digits) needs no case folding: LIKE matches the same rows,
    // and rechecking the bitmap's rows costs a byte comparison instead of folding every name.
    const caseless = wanted.text.toLowerCase() === wanted.text.toUpperCase();
    conditions.push(Prisma.sql`${name} ${caseless ? Prisma.sql`LIKE` : Prisma.sql`ILIKE`} ${`%${escapeLike(wanted.text)}%`}`);
  }
  if (state === 'subscribed' || state === 'expired') {
    const comparison = state === 'subscribed' ? Prisma.sql`>=` : Prisma.sql`<`;
    conditions.push(Prisma.sql`u."subscriptionId" IS NOT NULL AND u."subscriptionEndDate" ${comparison} ${now}`);
  }
  if (state === 'none') conditions.push(Prisma.sql`u."subscriptionId" IS NULL`);
  return conditions.length ? Prisma.join(conditions, ' AND ', 'WHERE ') : Prisma.empty;
}

/** `where` (a WHERE clause, or nothing) narrowed by `condition`. */
export function andWhere(where: Prisma.Sql, condition?: Prisma.Sql): Prisma.Sql {
  if (!condition) return where;
  return where.text ? Prisma.sql`${where} AND ${condition}` : Prisma.sql`WHERE ${condition}`;
}

/**
 * After the user `cursor` (an id), in the list's order: scalar subqueries
 * become InitPlans, so the row comparison is an index condition on
 * (createdAt DESC, id DESC), not a filter.
 */
export function afterCursorSql(cursor: string): Prisma.Sql {
  return Prisma.sql`(u."createdAt", u."id") < ((SELECT c."createdAt" FROM "AppUser" c WHERE c."id" = ${cursor}::uuid), ${cursor}::uuid)`;
}

/** Which page: `limit` null means all of them. */
export interface PageWindow {
  limit: number | null;
  offset: number;
}

/**
 * One query for the count (stopping at COUNT_CAP + 1 matches) and, when there
 * are at most COUNT_CAP, the page too: the matches are gathered once through
 * their index (MATERIALIZED), counted and sorted. Past the cap its ids are not
 * used (the LIMIT cut the matches short): they are not even sorted (the
 * count is a one-time filter of the page) and manyMatchesPageSql finds the page.
 * `pageCondition` (a keyset cursor over `u`) narrows the page, not the count.
 */
export function cappedPageSql(where: Prisma.Sql, page: PageWindow, pageCondition?: Prisma.Sql, sort?: AppUserSort): Prisma.Sql {
  const cap = COUNT_CAP + 1;
  // The sort's column rides along as "sortKey" (createdAt by default): at most COUNT_CAP gathered rows are sorted.
  // The sort's SQL comes from an allow-list (app-user-sort.ts), never from the request.
  return Prisma.sql`WITH matching AS MATERIALIZED (SELECT u."id", u."createdAt", ${Prisma.raw(appUserSortColumnSql(sort, 'u'))} AS "sortKey" FROM "AppUser" u ${where} LIMIT ${cap}),
         total AS (SELECT count(*)::int AS "n" FROM matching)
    SELECT (SELECT "n" FROM total) AS "total",
           (SELECT array_agg(page."id"::text ORDER BY ${Prisma.raw(appUserOrderSql(sort, 'page', 'page."sortKey"'))})
              FROM (SELECT u."id", u."sortKey" FROM matching u
                    WHERE (SELECT "n" FROM total) < ${cap} ${pageCondition ? Prisma.sql`AND ${pageCondition}` : Prisma.empty}
                    ORDER BY ${Prisma.raw(appUserOrderSql(sort, 'u', 'u."sortKey"'))}
                    LIMIT ${page.limit} OFFSET ${page.offset}) AS page) AS "ids"`;
}

/** A page of many matches: along the sort's index (newest first: (createdAt, id)), filtering as it goes. */
export function manyMatchesPageSql(where: Prisma.Sql, page: PageWindow, pageCondition?: Prisma.Sql, sort?: AppUserSort): Prisma.Sql {
  return Prisma.sql`SELECT u."id"::text AS "id" FROM "AppUser" u ${andWhere(where, pageCondition)}
    ORDER BY ${Prisma.raw(appUserOrderSql(sort, 'u'))} LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/** From this many users skipped, a page of the whole list in created-at order starts from its day (dayPageSql). */
const DAY_PAGE_FROM_OFFSET = 10_000;

/**
 * A page of the whole list (no search, no filter) in created-at order, by
 * number: "AppUserDay" (one row a day, kept by triggers with the users;
 * migration app_user_days) gives how many users come before each day, so
 * the page's first day is found by summing day counts, and OFFSET then skips
 * only that day's users before the page, not every user before it (page
 * 10,000 of 50: 500,000 index entries). The same rows, in the same order, as
 * manyMatchesPageSql with OFFSET: one statement, one snapshot.
 */
export function dayPageSql(page: PageWindow, direction: 'ASC' | 'DESC'): Prisma.Sql {
  const order = Prisma.raw(direction);
  const before =
    direction === 'DESC' ? Prisma.sql`u."createdAt" < (SELECT "day" + 1 FROM start)` : Prisma.sql`u."createdAt" >= (SELECT "day" FROM start)`;
  return Prisma.sql`WITH days AS (SELECT "day", "users", sum("users") OVER (ORDER BY "day" ${order}) AS "through" FROM "AppUserDay"),
         start AS (SELECT "day", "through" - "users" AS "before" FROM days WHERE "through" > ${page.offset} ORDER BY "day" ${order} LIMIT 1)
    SELECT u."id"::text AS "id" FROM "AppUser" u WHERE ${before}
    ORDER BY u."createdAt" ${order}, u."id" ${order} LIMIT ${page.limit} OFFSET ${page.offset} - (SELECT "before" FROM start)`;
}

/** The direction of a created-at order (the default: newest first), or undefined for any other sort. */
function createdAtDirection(sort: AppUserSort = DEFAULT_APP_USER_SORT): 'ASC' | 'DESC' | undefined {
  if (sort.column !== AppUserSortColumn.createdAt) return undefined;
  return sort.direction === SortDirection.asc ? 'ASC' : 'DESC';
}

/** How long a search is known to match more than COUNT_CAP users without counting again. */
const MANY_MATCHES_MEMO_MS = 30_000;
/** Searches remembered at most (the oldest goes first). */
const MANY_MATCHES_MEMO_SIZE = 200;

/**
 * Searches (the SQL filter's text and values; the whole list too) that matched
 * more than COUNT_CAP users in the last MANY_MATCHES_MEMO_MS (issue 31). Their
 * count is "10,000+" without counting again: counting a surname that 13 % of a
 * million users share gathers 10,001 rows from all over the table (about 50 ms
 * on two busy cores) on every page, when its page itself is 1 ms of walking the
 * list's index. Only this label is remembered, never a page: pages are read
 * afresh. A deletion or an edit in this process forgets every search at once (a
 * search may be left with 10,000 matches or fewer); adding users cannot; in
 * another process, the label may lag such a change by MANY_MATCHES_MEMO_MS.
 */
class ManyMatchesMemo {
  private readonly until = new Map<string, number>();

  has(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.until.delete(key);
    return false;
  }

  remember(key: string): void {
    this.until.delete(key);
    if (this.until.size >= MANY_MATCHES_MEMO_SIZE) this.until.delete(this.until.keys().next().value!);
    this.until.set(key, Date.now() + MANY_MATCHES_MEMO_MS);
  }

  forget(): void {
    this.until.clear();
  }
}

/** The images a user owns through their businesses and profiles, read inside the deletion. */
const ownedImages = { select: { images: { select: { path: true } } } } as const;

/** App users (spec §3): the mobile app's accounts, managed by the superadmin. */
@Injectable()
export class AppUsersService {
  /** Searches (and the whole list) known to match more than COUNT_CAP users: see ManyMatchesMemo. */
  private readonly manyMatches = new ManyMatchesMemo();

  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
    private readonly trash: TrashService,
  ) {}

  occupations(): string[] {
    return [...OCCUPATIONS];
  }

  /**
   * Newest first; `search` is a mobile prefix or part of a name (see
   * readAppUserSearch), `state` narrows by subscription. The count stops at
   * COUNT_CAP + 1 (countCapped). Few matches are gathered through their index
   * and sorted, in the counting query itself; many are met by walking the
   * (createdAt, id) index, so neither a rare name nor a common surname sorts
   * or counts more than 10,001 rows. With `after` (keyset) the page starts
   * after that user: page 10,000 costs what page 1 does, where OFFSET reads and
   * drops every row before it. By number, a deep page of the whole list in
   * created-at order starts from its day (dayPageSql), and a search known to
   * match more than COUNT_CAP users is not counted again (ManyMatchesMemo).
   */
  async list(options: ListOptions = {}): Promise<AppUserListPage> {
    // The keyset cursor follows the default order only; a chosen sort pages by number.
    const cursor = !options.sort && options.after && (await this.exists(options.after)) ? options.after : undefined;
    const skip = cursor ? 0 : (options.skip ?? 0);
    const page: PageWindow = { limit: options.take ?? null, offset: skip };
    const afterCursor = cursor ? afterCursorSql(cursor) : undefined;
    const filter = appUserSqlFilter(options);
    const memoKey = (options.state ?? 'all') === 'all' ? `${filter.text}\n${JSON.stringify(filter.values)}` : undefined;
    let total = COUNT_CAP + 1;
    let rows: Array<{ id: string }> = [];
    if (!memoKey || !this.manyMatches.has(memoKey)) {
      const [first] = await this.prisma.$queryRaw<Array<{ total: number; ids: string[] | null }>>(
        cappedPageSql(filter, page, afterCursor, options.sort),
      );
      total = first.total;
      rows = (first.ids ?? []).map((id) => ({ id }));
      if (memoKey && total > COUNT_CAP) this.manyMatches.remember(memoKey);
    }
    const countCapped = total > COUNT_CAP;
    if (countCapped) {
      const where = appUserSqlFilter(options, { walk: true });
      const byDay = !where.text && !afterCursor && page.offset >= DAY_PAGE_FROM_OFFSET && createdAtDirection(options.sort);
      rows = await this.prisma.$queryRaw<Array<{ id: string }>>(
        byDay ? dayPageSql(page, byDay) : manyMatchesPageSql(where, page, afterCursor, options.sort),
      );
    }
    const ids = rows.map((row) => row.id);
    if (!ids.length) return { items: [], totalCount: total, countCapped };
    const users = await this.prisma.appUser.findMany({
      where: { id: { in: ids } },
      select: appUserSelect,
      orderBy: appUserOrderBy(options.sort),
    });
    return { items: users.map(toAppUserModel), totalCount: total, countCapped };
  }

  async get(id: string): Promise<AppUserModel> {
    const row = await this.prisma.appUser.findUnique({ where: { id }, select: appUserSelect });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return toAppUserModel(row);
  }

  async summary(id: string): Promise<{ id: string; name: string; userType: UserType }> {
    const row = await this.prisma.appUser.findUnique({ where: { id }, select: { id: true, name: true, userType: true } });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  async exists(id: string): Promise<boolean> {
    return (await this.prisma.appUser.count({ where: { id } })) > 0;
  }

  /** For the account owner's own sign-off (account deletion): the id and pin hash, or null. */
  findCredentials(mobile: string): Promise<{ id: string; pinHash: string } | null> {
    return this.prisma.appUser.findUnique({
      where: { mobile: normalizeMobile(mobile) },
      select: { id: true, pinHash: true },
    });
  }

  async create({ pin, mobile, ...fields }: CreateAppUserInput): Promise<AppUserModel> {
    const normalized = normalizeMobile(mobile);
    await this.assertMobileFree(normalized);
    const row = await this.prisma.appUser.create({
      data: { ...fields, mobile: normalized, pinHash: await hashSecret(pin) },
      select: appUserSelect,
    });
    return toAppUserModel(row);
  }

  async update(input: UpdateAppUserInput): Promise<AppUserModel> {
    const existing = await this.get(input.id);
    // GraphQL lets a client send null for an optional field: for required columns that keeps the value.
    const mobile = input.mobile == null ? undefined : normalizeMobile(input.mobile);
    if (mobile !== undefined && mobile !== existing.mobile) await this.assertMobileFree(mobile);
    const pin = typeof input.pin === 'string' && input.pin.trim() !== '' ? input.pin : undefined;
    const row = await this.prisma.appUser.update({
      where: { id: input.id },
      data: {
        name: input.name ?? undefined,
        mobile,
        userType: input.userType ?? undefined,
        status: input.status ?? undefined,
        downloadLimit: input.downloadLimit ?? undefined,
        occupation: input.occupation,
        village: input.village,
        taluka: input.taluka,
        district: input.district,
        ...(pin ? { pinHash: await hashSecret(pin) } : {}),
      },
      select: appUserSelect,
    });
    // A new name or mobile may leave a search with 10,000 matches or fewer.
    this.manyMatches.forget();
    return toAppUserModel(row);
  }

  /** Staff deletion: the user and everything that is theirs go to the trash, restorable as one. */
  async delete(id: string): Promise<AppUserModel> {
    const deleted = await this.prisma.$transaction(async (tx) => {
      const row = await tx.appUser.findUnique({ where: { id }, select: appUserSelect });
      if (!row) throw AppError.notFound(NOT_FOUND);
      await this.trash.trash('app_user', id, tx);
      return toAppUserModel(row);
    });
    // Once committed: a search may be left with 10,000 matches or fewer.
    this.manyMatches.forget();
    return deleted;
  }

  /**
   * Self-service deletion (the user's right to erasure, so not the trash):
   * deletes the user, their businesses, panchayat and election profiles and
   * image rows in one transaction (the foreign keys cascade), with an audit
   * row when asked; nothing is deleted if any step fails. The image files go
   * after the commit (ImagesService.deleting), so a rollback never leaves rows
   * pointing at lost files and a crash never leaves files without rows.
   */
  async deleteWithEverything(id: string, options: { audit: boolean }): Promise<AppUserDeletion> {
    const deletion = await this.images.deleting(async (tx) => {
      const row = await tx.appUser.findUnique({
        where: { id },
        select: {
          ...appUserSelect,
          businesses: ownedImages,
          panchayatProfile: ownedImages,
          electionProfile: ownedImages,
        },
      });
      if (!row) throw AppError.notFound(NOT_FOUND);
      const { businesses, panchayatProfile, electionProfile, ...userRow } = row;
      const profiles = [panchayatProfile, electionProfile].filter((profile) => profile !== null);
      const images = [...businesses, ...profiles].flatMap((owner) => owner.images);
      const recordsDeleted = 1 + businesses.length + profiles.length + images.length;
      // Each image is an original and its thumbnail.
      const filesDeleted = images.length * 2;

      await tx.appUser.delete({ where: { id } });
      if (options.audit) {
        await tx.accountDeletionAudit.create({ data: { userType: userRow.userType, recordsDeleted, filesDeleted } });
      }
      return { user: toAppUserModel(userRow), userType: userRow.userType, recordsDeleted, filesDeleted };
    });
    // Once committed: a search may be left with 10,000 matches or fewer.
    this.manyMatches.forget();
    return deletion;
  }

  private async assertMobileFree(mobile: string) {
    const taken = await this.prisma.appUser.findUnique({ where: { mobile }, select: { id: true } });
    if (taken) throw AppError.conflict(MOBILE_TAKEN, 'mobile');
  }
}
