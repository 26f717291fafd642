import { graphql } from '../../../gql';

export const DeleteSubscriptionPlanDocument = graphql(`
  mutation DeleteSubscriptionPlan($id: ID!) {
    deleteSubscriptionPlan(id: $id) {
      id
    }
  }
`);
