import { graphql } from '../../../gql';

export const DeleteSubcategoryDocument = graphql(`
  mutation DeleteSubcategory($id: ID!) {
    deleteSubcategory(id: $id) {
      id
    }
  }
`);
