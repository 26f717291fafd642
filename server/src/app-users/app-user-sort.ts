import { registerEnumType } from '@nestjs/graphql';
import type { Prisma } from '../generated/prisma/client.js';

/**
 * The columns the App Users and Subscribed Users lists sort by (issue 21.6).
 * An allow-list: each is served by an index (name, id), (createdAt, id),
 * (subscriptionEndDate, id) or the unique mobile, so a page is read off the
 * index at any size.
 */
export enum AppUserSortColumn {
  name = 'name',
  mobile = 'mobile',
  createdAt = 'createdAt',
  /** When the user's plan ends (the Subscribed Users' plan column). */
  subscriptionEndDate = 'subscriptionEndDate',
}
registerEnumType(AppUserSortColumn, {
  name: 'AppUserSortColumn',
  description: 'A column the app user lists sort by',
  valuesMap: {
    name: { description: 'By name (ties by id)' },
    mobile: { description: 'By mobile number' },
    createdAt: { description: 'By when the user was created' },
    subscriptionEndDate: { description: "By when the user's plan ends; users without a plan last ascending, first descending" },
  },
});

export enum SortDirection {
  asc = 'asc',
  desc = 'desc',
}
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'The direction of a sort',
  valuesMap: {
    asc: { description: 'A to Z, smallest, oldest or soonest first' },
    desc: { description: 'Z to A, largest, newest or latest first' },
  },
});

export interface AppUserSort {
  column: AppUserSortColumn;
  direction: SortDirection;
}

/** Newest first: the lists' order when none is asked for. */
export const DEFAULT_APP_USER_SORT: AppUserSort = { column: AppUserSortColumn.createdAt, direction: SortDirection.desc };

/** The SQL column of each allowed sort: the request's text never reaches the SQL. */
const SORT_SQL: Record<AppUserSortColumn, string> = {
  name: '"name"',
  mobile: '"mobile"',
  createdAt: '"createdAt"',
  subscriptionEndDate: '"subscriptionEndDate"',
};

/** The sort's column as SQL, over a table alias (e.g. `u."name"`), or bare. */
export function appUserSortColumnSql(sort: AppUserSort = DEFAULT_APP_USER_SORT, alias?: string): string {
  return alias ? `${alias}.${SORT_SQL[sort.column]}` : SORT_SQL[sort.column];
}

/**
 * ORDER BY for a sort: the column, then id in the same direction (names
 * repeat; the tie-break keeps pages from overlapping), so one index scan, or
 * its backward scan, reads the page. PostgreSQL's default null order (last
 * ascending, first descending) is kept for the same reason: users with no
 * plan come after the plans soonest ending, and before the latest.
 */
export function appUserOrderSql(sort: AppUserSort = DEFAULT_APP_USER_SORT, alias?: string, keyColumn?: string): string {
  const direction = sort.direction === SortDirection.asc ? 'ASC' : 'DESC';
  const key = `${keyColumn ?? appUserSortColumnSql(sort, alias)} ${direction}`;
  // Mobiles are unique: no tie to break, and the unique index alone serves the order.
  if (sort.column === AppUserSortColumn.mobile) return key;
  return `${key}, ${alias ? `${alias}."id"` : '"id"'} ${direction}`;
}

/** The same order for Prisma (reading the page's rows by id). */
export function appUserOrderBy(sort: AppUserSort = DEFAULT_APP_USER_SORT): Prisma.AppUserOrderByWithRelationInput[] {
  const nulls = sort.direction === SortDirection.asc ? 'last' : 'first';
  const first: Prisma.AppUserOrderByWithRelationInput =
    sort.column === AppUserSortColumn.subscriptionEndDate
      ? { subscriptionEndDate: { sort: sort.direction, nulls } }
      : { [sort.column]: sort.direction };
  return sort.column === AppUserSortColumn.mobile ? [first] : [first, { id: sort.direction }];
}
