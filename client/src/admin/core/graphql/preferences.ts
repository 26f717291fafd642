import { graphql } from '../../../gql';

export const SetMyPreferencesDocument = graphql(`
  mutation SetMyPreferences($input: PreferencesInput!) {
    setMyPreferences(input: $input) {
      ...SessionUser
    }
  }
`);
