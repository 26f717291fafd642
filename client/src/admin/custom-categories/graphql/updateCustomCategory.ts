import { graphql } from '../../../gql';

export const UpdateCustomCategoryDocument = graphql(`
  mutation UpdateCustomCategory($input: UpdateCustomCategoryInput!) {
    updateCustomCategory(input: $input) {
      ...CustomCategoryFields
    }
  }
`);
