import { graphql } from '../../../gql';

export const SubcategoriesDocument = graphql(`
  query Subcategories($id: ID!) {
    subcategories(id: $id) {
      ...SubcategoryFields
    }
  }
`);
