import { graphql } from '../../../gql';

export const CategoriesDocument = graphql(`
  query Categories($status: Boolean) {
    categories(status: $status) {
      ...CategoryFields
    }
  }
`);
