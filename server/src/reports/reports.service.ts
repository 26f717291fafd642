import { Injectable } from '@nestjs/common';
import { andWhere, appUserSqlFilter } from '../app-users/app-users.service.js';
import type { Page } from '../common/graphql/paginated.js';
import { PrismaService } from '../database/prisma.service.js';
import { addDays, dateToDay, INDIA_TIME_ZONE, indiaMidnight, todayInIndia } from '../../../shared/india-day.js';
import { Prisma } from '../generated/prisma/client.js';
import { UserType } from '../generated/prisma/enums.js';
import type {
  DailyCountModel,
  EndingSubscriptionModel,
  LabelCountModel,
  MonthlyRevenueModel,
  PlanCountModel,
  ReportsModel,
} from './models/reports.model.js';

export const NEW_USERS_DAYS = 90;
export const DISTRICTS_SHOWN = 15;
export const ENDING_WITHIN_DAYS = 30;
export const REVENUE_MONTHS = 12;
export const OTHER_DISTRICTS = 'Other';
export const NO_DISTRICT = 'No district';

/**
 * Stored times are UTC in `timestamp` columns: this SQL turns a column into
 * India's wall-clock time, to group by India's days and months. Bounds are
 * computed in JavaScript instead, so WHERE clauses compare the bare column
 * and can use its index.
 */
const inIndia = (column: Prisma.Sql) => Prisma.sql`((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${Prisma.raw(`'${INDIA_TIME_ZONE}'`)})`;

/** SQL for the stored (UTC) time at which a day in India begins: a constant, so an index on the column serves the comparison. */
const startOfIndiaDay = (day: string) => Prisma.sql`(${indiaMidnight(day).toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

const USER_TYPES: readonly UserType[] = [UserType.business, UserType.panchayat, UserType.election];

/**
 * Staff reports (/reports): one aggregate query per chart, grouped in
 * PostgreSQL over indexed columns (AppUser createdAt, userType,
 * subscriptionEndDate, subscriptionStartDate), never a query per row.
 */
@Injectable()
export class ReportsService {
  constructor(private readonly prisma: PrismaService) {}

  /** `now` is a parameter so that tests can fix "today". */
  async reports(now = new Date()): Promise<ReportsModel> {
    const today = todayInIndia(now);
    const [newUsersPerDay, usersByType, usersByDistrict, activePlans, revenueByMonth] = await Promise.all([
      this.newUsersPerDay(today),
      this.usersByType(),
      this.usersByDistrict(),
      this.activePlans(today),
      this.revenueByMonth(today),
    ]);
    return { today, newUsersPerDay, usersByType, usersByDistrict, activePlans, revenueByMonth };
  }

  /** The last 90 days including today, oldest first, with 0 on days nobody joined. */
  private newUsersPerDay(today: string): Promise<DailyCountModel[]> {
    const firstDay = addDays(today, -(NEW_USERS_DAYS - 1));
    return this.prisma.$queryRaw<DailyCountModel[]>`
      WITH joined AS (
        SELECT (${inIndia(Prisma.sql`"createdAt"`)})::date AS day, count(*)::int AS users
        FROM "AppUser"
        WHERE "createdAt" >= ${startOfIndiaDay(firstDay)}
          AND "createdAt" < ${startOfIndiaDay(addDays(today, 1))}
        GROUP BY 1
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(joined.users, 0)::int AS users
      FROM generate_series(${firstDay}::date, ${today}::date, interval '1 day') AS days(day)
      LEFT JOIN joined ON joined.day = days.day::date
      ORDER BY days.day`;
  }

  /** Every type, in the spec's order, 0 for a type nobody has. */
  private async usersByType(): Promise<LabelCountModel[]> {
    const rows = await this.prisma.$queryRaw<Array<{ userType: UserType; users: number }>>`
      SELECT "userType"::text AS "userType", count(*)::int AS users FROM "AppUser" GROUP BY "userType"`;
    const byType = new Map(rows.map((row) => [row.userType, row.users]));
    return USER_TYPES.map((userType) => ({ label: userType, users: byType.get(userType) ?? 0 }));
  }

  /**
   * The 15 districts with most users (ties by name), then every other named
   * district together as 'Other', then users without a district. Names are
   * compared as typed, apart from surrounding spaces.
   */
  private usersByDistrict(): Promise<LabelCountModel[]> {
    return this.prisma.$queryRaw<LabelCountModel[]>`
      WITH counts AS (
        SELECT nullif(btrim("district"), '') AS district, count(*)::int AS users
        FROM "AppUser"
        GROUP BY 1
      ), ranked AS (
        SELECT district, users, row_number() OVER (ORDER BY users DESC, district) AS rank
        FROM counts
        WHERE district IS NOT NULL
      )
      SELECT label, users FROM (
        SELECT district AS label, users, rank AS position FROM ranked WHERE rank <= ${DISTRICTS_SHOWN}::bigint
        UNION ALL
        SELECT ${OTHER_DISTRICTS}::text, sum(users)::int, ${DISTRICTS_SHOWN + 1}::bigint FROM ranked WHERE rank > ${DISTRICTS_SHOWN} HAVING count(*) > 0
        UNION ALL
        SELECT ${NO_DISTRICT}::text, users, ${DISTRICTS_SHOWN + 2}::bigint FROM counts WHERE district IS NULL
      ) AS chart
      ORDER BY position`;
  }

  /** Users whose plan ends today (in India) or later, grouped by plan, most first. */
  private activePlans(today: string): Promise<PlanCountModel[]> {
    return this.prisma.$queryRaw<PlanCountModel[]>`
      SELECT plan."id"::text AS "planId", plan."subscriptionName" AS "planName",
             plan."subscriptionType"::text AS "planType", count(*)::int AS users
      FROM "AppUser" AS app_user
      JOIN "Subscription" AS plan ON plan."id" = app_user."subscriptionId"
      WHERE app_user."subscriptionEndDate" >= ${startOfIndiaDay(today)}
      GROUP BY plan."id"
      ORDER BY users DESC, plan."subscriptionName"`;
  }

  /**
   * The plan amounts of current assignments by the month (in India) they
   * started, for the last 12 months with 0 in empty ones. An estimate: there
   * is no payment ledger, and a new assignment replaces the user's old one.
   */
  private revenueByMonth(today: string): Promise<MonthlyRevenueModel[]> {
    const thisMonth = `${today.slice(0, 8)}01`;
    const firstMonthDate = new Date(`${thisMonth}T00:00:00.000Z`);
    firstMonthDate.setUTCMonth(firstMonthDate.getUTCMonth() - (REVENUE_MONTHS - 1));
    const firstMonth = dateToDay(firstMonthDate);
    return this.prisma.$queryRaw<MonthlyRevenueModel[]>`
      WITH sold AS (
        SELECT date_trunc('month', ${inIndia(Prisma.sql`app_user."subscriptionStartDate"`)})::date AS month,
               sum(plan."subscriptionAmount")::float8 AS amount, count(*)::int AS assignments
        FROM "AppUser" AS app_user
        JOIN "Subscription" AS plan ON plan."id" = app_user."subscriptionId"
        WHERE app_user."subscriptionStartDate" >= ${startOfIndiaDay(firstMonth)}
        GROUP BY 1
      )
      SELECT to_char(months.month, 'YYYY-MM') AS month, coalesce(sold.amount, 0)::float8 AS amount,
             coalesce(sold.assignments, 0)::int AS assignments
      FROM generate_series(${firstMonth}::date, ${thisMonth}::date, interval '1 month') AS months(month)
      LEFT JOIN sold ON sold.month = months.month::date
      ORDER BY months.month`;
  }

  /**
   * Plans that end from today to 30 days ahead (India's days), soonest first;
   * `query` matches the name or mobile as on the App Users list.
   */
  async endingSubscriptions(
    { page, limit, query }: { page: number; limit: number; query?: string },
    now = new Date(),
  ): Promise<Page<EndingSubscriptionModel>> {
    const today = todayInIndia(now);
    // The App Users list's own filter (one definition), narrowed to plans ending in the window.
    const ending = andWhere(
      appUserSqlFilter({ search: query }),
      Prisma.sql`u."subscriptionId" IS NOT NULL
      AND u."subscriptionEndDate" >= ${indiaMidnight(today)} AND u."subscriptionEndDate" < ${indiaMidnight(addDays(today, ENDING_WITHIN_DAYS + 1))}`,
    );
    const [[{ total }], pageIds] = await this.prisma.$transaction([
      this.prisma.$queryRaw<Array<{ total: number }>>`SELECT count(*)::int AS "total" FROM "AppUser" u ${ending}`,
      this.prisma.$queryRaw<Array<{ id: string }>>`SELECT u."id"::text AS "id" FROM "AppUser" u ${ending}
         ORDER BY u."subscriptionEndDate" ASC, u."id" ASC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ]);
    const totalCount = total;
    const rows = await this.prisma.appUser.findMany({
      where: { id: { in: pageIds.map((row) => row.id) } },
      orderBy: [{ subscriptionEndDate: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        name: true,
        mobile: true,
        userType: true,
        subscriptionEndDate: true,
        subscription: { select: { subscriptionName: true } },
      },
    });
    return {
      totalCount,
      items: rows.map((row) => ({
        userId: row.id,
        name: row.name,
        mobile: row.mobile,
        userType: row.userType,
        planName: row.subscription?.subscriptionName ?? '',
        endDate: row.subscriptionEndDate!,
        endDay: todayInIndia(row.subscriptionEndDate!),
      })),
    };
  }
}
