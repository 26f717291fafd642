import { graphql } from '../../../gql';

/** The fields the app user tables and dialogs render. */
export const AppUserFieldsFragment = graphql(`
  fragment AppUserFields on AppUser {
    id
    name
    mobile
    occupation
    status
    userType
    downloadLimit
    village
    taluka
    district
    createdAt
    subscription {
      subscriptionId
      subscriptionName
      startDate
      endDate
    }
  }
`);
