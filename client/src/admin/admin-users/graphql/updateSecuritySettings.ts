import { graphql } from '../../../gql';

export const UpdateSecuritySettingsDocument = graphql(`
  mutation UpdateSecuritySettings($input: SecuritySettingsInput!) {
    updateSecuritySettings(input: $input) {
      requireTwoFactor
    }
  }
`);
