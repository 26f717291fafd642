import { graphql } from '../../../gql';

export const ChangeTemporaryPasswordDocument = graphql(`
  mutation ChangeTemporaryPassword($input: ChangeTemporaryPasswordInput!) {
    changeTemporaryPassword(input: $input) {
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
    }
  }
`);

export const PasswordResetAvailableDocument = graphql(`
  query PasswordResetAvailable {
    passwordResetAvailable
  }
`);

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($input: ForgotPasswordInput!) {
    requestPasswordReset(input: $input)
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);
