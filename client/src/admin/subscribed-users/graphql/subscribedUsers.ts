import { graphql } from '../../../gql';

export const SubscribedUsersDocument = graphql(`
  query SubscribedUsers($page: Int!, $limit: Int!, $query: String, $state: SubscriptionState!) {
    subscribedUsers(page: $page, limit: $limit, query: $query, state: $state) {
      totalCount
      countCapped
      items {
        ...AppUserFields
      }
    }
  }
`);
