import { graphql } from '../../../gql';

export const UpdateAdminUserDocument = graphql(`
  mutation UpdateAdminUser($input: UpdateStaffUserInput!) {
    updateAdminUser(input: $input) {
      ...AdminUserFields
    }
  }
`);
