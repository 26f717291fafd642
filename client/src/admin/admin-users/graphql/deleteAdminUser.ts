import { graphql } from '../../../gql';

export const DeleteAdminUserDocument = graphql(`
  mutation DeleteAdminUser($id: ID!) {
    deleteAdminUser(id: $id) {
      id
    }
  }
`);
