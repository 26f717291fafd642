import { graphql } from '../../../gql';

export const AppUsersDocument = graphql(`
  query AppUsers($page: Int!, $limit: Int!, $query: String, $after: ID) {
    appUsers(page: $page, limit: $limit, query: $query, after: $after) {
      totalCount
      countCapped
      items {
        ...AppUserFields
      }
    }
  }
`);
