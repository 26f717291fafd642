import { graphql } from '../../../gql';

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);
