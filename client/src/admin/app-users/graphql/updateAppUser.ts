import { graphql } from '../../../gql';

export const UpdateAppUserDocument = graphql(`
  mutation UpdateAppUser($input: UpdateAppUserInput!) {
    updateAppUser(input: $input) {
      ...AppUserFields
    }
  }
`);
