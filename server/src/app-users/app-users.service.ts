import { Injectable } from '@nestjs/common';
import { hashSecret } from '../common/auth/passwords.js';
import { AppError } from '../common/errors/app-error.js';
import type { Page } from '../common/graphql/paginated.js';
import { PrismaService } from '../database/prisma.service.js';
import { ImagesService } from '../images/images.service.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { CreateAppUserInput, UpdateAppUserInput } from './dto/app-user.inputs.js';
import { normalizeMobile } from './mobile.js';
import type { UserType } from '../common/user-type.js';
import { type AppUserModel, appUserSelect, toAppUserModel } from './models/app-user.model.js';
import { OCCUPATIONS } from './occupations.js';

const NOT_FOUND = 'User not found';
const MOBILE_TAKEN = 'A user with this mobile number already exists';

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
  /** "Now" for telling subscribed from expired; a parameter so tests can move it. */
  now?: Date;
}

/**
 * The WHERE of the app user lists: a search without digits cannot match a
 * mobile number, so it looks at names only.
 */
export function appUserFilter({ search, state = 'all', now = new Date() }: ListOptions): Prisma.AppUserWhereInput {
  const conditions: Prisma.AppUserWhereInput[] = [];
  const text = search?.trim();
  if (text) {
    const byName: Prisma.AppUserWhereInput = { name: { contains: text, mode: 'insensitive' } };
    conditions.push(/\d/.test(text) ? { OR: [byName, { mobile: { contains: normalizeMobile(text) } }] } : byName);
  }
  if (state === 'subscribed') conditions.push({ subscriptionId: { not: null }, subscriptionEndDate: { gte: now } });
  if (state === 'expired') conditions.push({ subscriptionId: { not: null }, subscriptionEndDate: { lt: now } });
  if (state === 'none') conditions.push({ subscriptionId: null });
  return conditions.length ? { AND: conditions } : {};
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The same filter as SQL over `"AppUser" u`, for the search query and the
 * export: `name ILIKE '%…%'` and, with digits, `mobile LIKE '%…%'`, which the
 * trigram indexes serve (see the app_user_search migration).
 */
export function appUserSqlFilter({ search, state = 'all', now = new Date() }: ListOptions): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const text = search?.trim();
  if (text) {
    params.push(`%${escapeLike(text)}%`);
    const byName = `u."name" ILIKE $${params.length}`;
    if (/\d/.test(text)) {
      params.push(`%${escapeLike(normalizeMobile(text))}%`);
      conditions.push(`(${byName} OR u."mobile" LIKE $${params.length})`);
    } else {
      conditions.push(byName);
    }
  }
  if (state === 'subscribed' || state === 'expired') {
    params.push(now);
    const comparison = state === 'subscribed' ? '>=' : '<';
    conditions.push(`u."subscriptionId" IS NOT NULL AND u."subscriptionEndDate" ${comparison} $${params.length}`);
  }
  if (state === 'none') conditions.push('u."subscriptionId" IS NULL');
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** One search page: the matches once (MATERIALIZED keeps the trigram scan), their count and the page's ids. */
export function searchPageSql(where: string, limitParam: number, offsetParam: number): string {
  return `WITH matching AS MATERIALIZED (SELECT u."id", u."createdAt" FROM "AppUser" u ${where})
    SELECT (SELECT count(*) FROM matching)::int AS "total",
           (SELECT array_agg(page."id"::text ORDER BY page."createdAt" DESC, page."id" DESC)
              FROM (SELECT "id", "createdAt" FROM matching ORDER BY "createdAt" DESC, "id" DESC
                    LIMIT $${limitParam} OFFSET $${offsetParam}) AS page) AS "ids"`;
}

const PAGE_ORDER: Prisma.AppUserOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** The images a user owns through their businesses and profiles, read inside the deletion. */
const ownedImages = { select: { images: { select: { path: true } } } } as const;

/** App users (spec §3): the mobile app's accounts, managed by the superadmin. */
@Injectable()
export class AppUsersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly images: ImagesService,
  ) {}

  occupations(): string[] {
    return [...OCCUPATIONS];
  }

  /**
   * Newest first; `search` matches the name (any case) or part of the mobile
   * number, `state` narrows by subscription. Without a search the page is
   * found on ids alone (an index-only scan of createdAt, id), so a deep page
   * costs about what the first does. With one, the matches are gathered
   * first through the trigram indexes and then sorted: left to itself the
   * planner walks the createdAt index hoping to meet ten matches early, which
   * reads the whole table when a search matches few users.
   */
  async list(options: ListOptions = {}): Promise<Page<AppUserModel>> {
    const { ids, totalCount } = options.search?.trim() ? await this.searchPage(options) : await this.plainPage(options);
    if (!ids.length) return { items: [], totalCount };
    const rows = await this.prisma.appUser.findMany({
      where: { id: { in: ids } },
      select: appUserSelect,
      orderBy: PAGE_ORDER,
    });
    return { items: rows.map(toAppUserModel), totalCount };
  }

  private async plainPage(options: ListOptions): Promise<{ ids: string[]; totalCount: number }> {
    const where = appUserFilter(options);
    const [rows, totalCount] = await this.prisma.$transaction([
      this.prisma.appUser.findMany({ where, select: { id: true }, orderBy: PAGE_ORDER, skip: options.skip, take: options.take }),
      this.prisma.appUser.count({ where }),
    ]);
    return { ids: rows.map((row) => row.id), totalCount };
  }

  private async searchPage(options: ListOptions): Promise<{ ids: string[]; totalCount: number }> {
    const { where, params } = appUserSqlFilter(options);
    params.push(options.take ?? null, options.skip ?? 0);
    const [result] = await this.prisma.$queryRawUnsafe<Array<{ total: number; ids: string[] | null }>>(
      searchPageSql(where, params.length - 1, params.length),
      ...params,
    );
    return { ids: result.ids ?? [], totalCount: result.total };
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
    return toAppUserModel(row);
  }

  /** Staff deletion: the user and everything that is theirs, like a self-service deletion but unaudited. */
  async delete(id: string): Promise<AppUserModel> {
    return (await this.deleteWithEverything(id, { audit: false })).user;
  }

  /**
   * Deletes the user, their businesses, panchayat and election profiles and
   * image rows in one transaction (the foreign keys cascade), with an audit
   * row when asked; nothing is deleted if any step fails. The image files go
   * after the commit (ImagesService.deleting), so a rollback never leaves rows
   * pointing at lost files and a crash never leaves files without rows.
   */
  async deleteWithEverything(id: string, options: { audit: boolean }): Promise<AppUserDeletion> {
    return this.images.deleting(async (tx) => {
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
  }

  private async assertMobileFree(mobile: string) {
    const taken = await this.prisma.appUser.findUnique({ where: { mobile }, select: { id: true } });
    if (taken) throw AppError.conflict(MOBILE_TAKEN);
  }
}
