import { graphql } from '../../../gql';

export const DeleteFrameFieldDocument = graphql(`
  mutation DeleteFrameField($id: ID!) {
    deleteFrameField(id: $id) {
      id
    }
  }
`);
