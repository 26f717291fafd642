import { graphql } from '../../../gql';

export const DeleteGreetingDocument = graphql(`
  mutation DeleteGreeting($id: ID!) {
    deleteGreeting(id: $id) {
      id
    }
  }
`);
