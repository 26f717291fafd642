import { graphql } from '../../../gql';

export const EndSessionDocument = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id) {
      ended
    }
  }
`);
