import { graphql } from '../../../gql';

/** The fields the subscriptions table, its dialog and the assign dialog render. */
export const SubscriptionPlanFieldsFragment = graphql(`
  fragment SubscriptionPlanFields on SubscriptionPlan {
    id
    subscriptionName
    subscriptionAmount
    subscriptionDuration
    subscriptionType
    status
    holderCount
  }
`);
