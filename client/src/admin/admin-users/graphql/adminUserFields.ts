import { graphql } from '../../../gql';

/** The fields the admin users table and its dialog render. */
export const AdminUserFieldsFragment = graphql(`
  fragment AdminUserFields on StaffUser {
    id
    name
    email
    role
    status
    createdAt
  }
`);
