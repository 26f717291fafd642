import { graphql } from '../../../../gql';

export const ReorderImagesDocument = graphql(`
  mutation ReorderImages($ids: [ID!]!) {
    reorderImages(ids: $ids) {
      id
      position
    }
  }
`);
