import { graphql } from '../../../gql';

export const DeleteThemeSampleDocument = graphql(`
  mutation DeleteThemeSample($id: ID!) {
    deleteThemeSample(id: $id) {
      id
    }
  }
`);
