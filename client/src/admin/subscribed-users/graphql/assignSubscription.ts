import { graphql } from '../../../gql';

export const AssignSubscriptionDocument = graphql(`
  mutation AssignSubscription($input: AssignSubscriptionInput!) {
    assignSubscription(input: $input) {
      ...AppUserFields
    }
  }
`);
