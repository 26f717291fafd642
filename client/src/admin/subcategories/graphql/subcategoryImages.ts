import { graphql } from '../../../gql';

export const SubcategoryImagesDocument = graphql(`
  query SubcategoryImages($id: ID!) {
    subcategoryImages(id: $id) {
      ...ImageFields
    }
  }
`);
