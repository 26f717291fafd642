import { graphql } from '../../../gql';

export const DisableTwoFactorDocument = graphql(`
  mutation DisableTwoFactor($input: TwoFactorCodeInput!) {
    disableTwoFactor(input: $input) {
      enabled
      required
      recoveryCodesLeft
    }
  }
`);
