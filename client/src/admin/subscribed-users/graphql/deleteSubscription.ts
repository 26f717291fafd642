import { graphql } from '../../../gql';

export const DeleteSubscriptionDocument = graphql(`
  mutation DeleteSubscription($userId: ID!) {
    deleteSubscription(userId: $userId) {
      ...AppUserFields
    }
  }
`);
