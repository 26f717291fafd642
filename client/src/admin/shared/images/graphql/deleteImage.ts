import { graphql } from '../../../../gql';

export const DeleteImageDocument = graphql(`
  mutation DeleteImage($id: ID!) {
    deleteImage(id: $id) {
      id
    }
  }
`);
