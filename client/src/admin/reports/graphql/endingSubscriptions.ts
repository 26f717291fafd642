import { graphql } from '../../../gql';

export const EndingSubscriptionsDocument = graphql(`
  query EndingSubscriptions($page: Int!, $limit: Int!, $query: String) {
    endingSubscriptions(page: $page, limit: $limit, query: $query) {
      totalCount
      items {
        userId
        name
        mobile
        userType
        planName
        endDay
      }
    }
  }
`);
