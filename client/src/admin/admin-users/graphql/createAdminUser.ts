import { graphql } from '../../../gql';

export const CreateAdminUserDocument = graphql(`
  mutation CreateAdminUser($input: CreateStaffUserInput!) {
    createAdminUser(input: $input) {
      ...AdminUserFields
    }
  }
`);
