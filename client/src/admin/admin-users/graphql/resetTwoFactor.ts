import { graphql } from '../../../gql';

export const ResetTwoFactorDocument = graphql(`
  mutation ResetTwoFactor($id: ID!) {
    resetTwoFactor(id: $id)
  }
`);
