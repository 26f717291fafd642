import { graphql } from '../../../gql';

export const AddCustomCategoryImagesDocument = graphql(`
  mutation AddCustomCategoryImages($id: ID!, $images: [Upload!]!) {
    addCustomCategoryImages(id: $id, images: $images) {
      id
    }
  }
`);
