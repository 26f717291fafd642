import { graphql } from '../../../gql';

export const VerifyTwoFactorDocument = graphql(`
  mutation VerifyTwoFactor($input: VerifyTwoFactorInput!) {
    verifyTwoFactor(input: $input) {
      token
      recoveryCodes
      user {
        ...SessionUser
      }
    }
  }
`);
