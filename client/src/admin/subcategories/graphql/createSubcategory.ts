import { graphql } from '../../../gql';

export const CreateSubcategoryDocument = graphql(`
  mutation CreateSubcategory($input: CreateSubcategoryInput!) {
    createSubcategory(input: $input) {
      ...SubcategoryFields
    }
  }
`);
