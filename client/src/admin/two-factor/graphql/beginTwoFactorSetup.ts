import { graphql } from '../../../gql';

export const BeginTwoFactorSetupDocument = graphql(`
  mutation BeginTwoFactorSetup {
    beginTwoFactorSetup {
      secret
      qrCode
    }
  }
`);
