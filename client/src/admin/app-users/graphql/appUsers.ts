import { graphql } from '../../../gql';

export const AppUsersDocument = graphql(`
  query AppUsers($page: Int!, $limit: Int!, $query: String) {
    appUsers(page: $page, limit: $limit, query: $query) {
      totalCount
      countCapped
      items {
        ...AppUserFields
      }
    }
  }
`);
