import { graphql } from '../../../gql';

export const ConfirmTwoFactorSetupDocument = graphql(`
  mutation ConfirmTwoFactorSetup($input: TwoFactorCodeInput!) {
    confirmTwoFactorSetup(input: $input) {
      codes
    }
  }
`);
