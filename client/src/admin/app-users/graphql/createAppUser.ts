import { graphql } from '../../../gql';

export const CreateAppUserDocument = graphql(`
  mutation CreateAppUser($input: CreateAppUserInput!) {
    createAppUser(input: $input) {
      ...AppUserFields
    }
  }
`);
