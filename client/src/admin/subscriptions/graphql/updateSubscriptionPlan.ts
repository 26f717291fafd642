import { graphql } from '../../../gql';

export const UpdateSubscriptionPlanDocument = graphql(`
  mutation UpdateSubscriptionPlan($input: UpdateSubscriptionPlanInput!) {
    updateSubscriptionPlan(input: $input) {
      ...SubscriptionPlanFields
    }
  }
`);
