import { graphql } from '../../../gql';

export const CreateCustomCategoryDocument = graphql(`
  mutation CreateCustomCategory($input: CreateCustomCategoryInput!) {
    createCustomCategory(input: $input) {
      ...CustomCategoryFields
    }
  }
`);
