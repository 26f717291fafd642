import { graphql } from '../../../gql';

/** The fields the sessions dialog renders. */
export const StaffSessionFieldsFragment = graphql(`
  fragment StaffSessionFields on StaffSession {
    id
    client
    ip
    createdAt
    lastSeenAt
    current
  }
`);
