import { graphql } from '../../../gql';

export const CreateSubscriptionPlanDocument = graphql(`
  mutation CreateSubscriptionPlan($input: CreateSubscriptionPlanInput!) {
    createSubscriptionPlan(input: $input) {
      ...SubscriptionPlanFields
    }
  }
`);
