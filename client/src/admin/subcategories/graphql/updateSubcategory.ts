import { graphql } from '../../../gql';

export const UpdateSubcategoryDocument = graphql(`
  mutation UpdateSubcategory($input: UpdateSubcategoryInput!) {
    updateSubcategory(input: $input) {
      ...SubcategoryFields
    }
  }
`);
