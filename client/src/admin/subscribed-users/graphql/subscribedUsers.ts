import { graphql } from '../../../gql';

export const SubscribedUsersDocument = graphql(`
  query SubscribedUsers($page: Int!, $limit: Int!, $query: String, $state: SubscriptionState!, $after: ID) {
    subscribedUsers(page: $page, limit: $limit, query: $query, state: $state, after: $after) {
      totalCount
      countCapped
      items {
        ...AppUserFields
      }
    }
  }
`);
