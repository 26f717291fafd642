import { graphql } from '../../../gql';

export const AppUsersDocument = graphql(`
  query AppUsers($page: Int!, $limit: Int!, $query: String, $after: ID, $sortBy: AppUserSortColumn, $sortDirection: SortDirection) {
    appUsers(page: $page, limit: $limit, query: $query, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {
      totalCount
      countCapped
      items {
        ...AppUserFields
      }
    }
  }
`);
