import { graphql } from '../../../gql';

export const RegenerateRecoveryCodesDocument = graphql(`
  mutation RegenerateRecoveryCodes($input: TwoFactorCodeInput!) {
    regenerateRecoveryCodes(input: $input) {
      codes
    }
  }
`);
