import { graphql } from '../../../gql';

export const DeleteAppUserDocument = graphql(`
  mutation DeleteAppUser($id: ID!) {
    deleteAppUser(id: $id) {
      id
    }
  }
`);
