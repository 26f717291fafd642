import { graphql } from '../../../gql';

export const DeleteFrameDocument = graphql(`
  mutation DeleteFrame($id: ID!) {
    deleteFrame(id: $id) {
      id
    }
  }
`);
