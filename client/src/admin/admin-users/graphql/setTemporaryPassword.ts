import { graphql } from '../../../gql';

export const SetTemporaryPasswordDocument = graphql(`
  mutation SetTemporaryPassword($input: SetTemporaryPasswordInput!) {
    setTemporaryPassword(input: $input)
  }
`);
