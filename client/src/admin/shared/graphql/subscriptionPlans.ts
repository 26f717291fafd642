import { graphql } from '../../../gql';

export const SubscriptionPlansDocument = graphql(`
  query SubscriptionPlans($status: Boolean, $type: UserType) {
    subscriptionPlans(status: $status, type: $type) {
      ...SubscriptionPlanFields
    }
  }
`);
