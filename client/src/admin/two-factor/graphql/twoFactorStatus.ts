import { graphql } from '../../../gql';

export const TwoFactorStatusDocument = graphql(`
  query TwoFactorStatus {
    twoFactorStatus {
      enabled
      required
      recoveryCodesLeft
    }
  }
`);
