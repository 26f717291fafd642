import { graphql } from '../../../gql';

/** What the shell needs to know about the signed-in staff member. */
export const SessionUserFragment = graphql(`
  fragment SessionUser on StaffUser {
    id
    name
    email
    role
    status
    language
    gujaratiDigits
  }
`);
