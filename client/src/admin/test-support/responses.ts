import type { DashboardQuery } from '../../gql/graphql';
import { DashboardDocument } from '../dashboard/graphql/dashboard';
import { CategoriesDocument } from '../shared/graphql/categories';
import type { MockedResponses } from './renderAdmin';

/** The dashboard's counts, all zero unless `counts` says otherwise. */
export function dashboardResponse(counts: Partial<Omit<DashboardQuery['dashboard'], '__typename'>> = {}): MockedResponses[number] {
  return {
    request: { query: DashboardDocument },
    result: {
      data: {
        dashboard: { __typename: 'DashboardCounts', totalUsers: 0, activeUserCount: 0, festivalCount: 0, totalGreetings: 0, ...counts },
      },
    },
  };
}

/** An empty categories list. */
export function categoriesResponse(): MockedResponses[number] {
  return { request: { query: CategoriesDocument }, result: { data: { categories: [] } } };
}
