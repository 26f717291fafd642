import { graphql } from '../../../gql';

export const CustomCategoryImagesDocument = graphql(`
  query CustomCategoryImages($id: ID!) {
    customCategoryImages(id: $id) {
      ...ImageFields
    }
  }
`);
