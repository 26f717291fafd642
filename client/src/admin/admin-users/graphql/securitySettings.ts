import { graphql } from '../../../gql';

export const SecuritySettingsDocument = graphql(`
  query SecuritySettings {
    securitySettings {
      requireTwoFactor
    }
  }
`);
