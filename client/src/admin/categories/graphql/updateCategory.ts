import { graphql } from '../../../gql';

export const UpdateCategoryDocument = graphql(`
  mutation UpdateCategory($input: UpdateCategoryInput!) {
    updateCategory(input: $input) {
      ...CategoryFields
    }
  }
`);
