import { graphql } from '../../../gql';

export const SubscribedUsersDocument = graphql(`
  query SubscribedUsers(
    $page: Int!
    $limit: Int!
    $query: String
    $state: SubscriptionState!
    $after: ID
    $sortBy: AppUserSortColumn
    $sortDirection: SortDirection
  ) {
    subscribedUsers(page: $page, limit: $limit, query: $query, state: $state, after: $after, sortBy: $sortBy, sortDirection: $sortDirection) {
      totalCount
      countCapped
      items {
        ...AppUserFields
      }
    }
  }
`);
