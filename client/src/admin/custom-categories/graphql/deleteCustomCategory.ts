import { graphql } from '../../../gql';

export const DeleteCustomCategoryDocument = graphql(`
  mutation DeleteCustomCategory($id: ID!) {
    deleteCustomCategory(id: $id) {
      id
    }
  }
`);
