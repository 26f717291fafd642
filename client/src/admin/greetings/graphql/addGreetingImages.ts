import { graphql } from '../../../gql';

export const AddGreetingImagesDocument = graphql(`
  mutation AddGreetingImages($id: ID!, $categoryId: ID, $images: [Upload!]!) {
    addGreetingImages(id: $id, categoryId: $categoryId, images: $images) {
      id
    }
  }
`);
