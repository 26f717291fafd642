import { graphql } from '../../../gql';

export const NotifyCustomCategoryDocument = graphql(`
  mutation NotifyCustomCategory($id: ID!) {
    notifyCustomCategory(id: $id) {
      id
      state
    }
  }
`);
