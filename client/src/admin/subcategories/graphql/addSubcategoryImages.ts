import { graphql } from '../../../gql';

export const AddSubcategoryImagesDocument = graphql(`
  mutation AddSubcategoryImages($id: ID!, $categoryId: ID, $images: [Upload!]!) {
    addSubcategoryImages(id: $id, categoryId: $categoryId, images: $images) {
      id
    }
  }
`);
