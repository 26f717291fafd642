import { graphql } from '../../../gql';

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginResult {
        token
        user {
          ...SessionUser
        }
      }
      ... on TwoFactorChallenge {
        challenge
        enrolmentRequired
      }
      ... on PasswordChangeChallenge {
        challenge
      }
    }
  }
`);
