import { graphql } from '../../../gql';

export const CategoryDocument = graphql(`
  query Category($id: ID!) {
    category(id: $id) {
      ...CategoryFields
    }
  }
`);
