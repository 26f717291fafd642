import { graphql } from '../../../gql';

export const AdminUsersDocument = graphql(`
  query AdminUsers($search: String) {
    adminUsers(search: $search) {
      ...AdminUserFields
    }
  }
`);
