import { graphql } from '../../../gql';

export const NotifySubcategoryDocument = graphql(`
  mutation NotifySubcategory($id: ID!) {
    notifySubcategory(id: $id) {
      id
      state
    }
  }
`);
