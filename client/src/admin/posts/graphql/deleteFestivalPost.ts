import { graphql } from '../../../gql';

export const DeleteFestivalPostDocument = graphql(`
  mutation DeleteFestivalPost($id: ID!) {
    deleteFestivalPost(id: $id) {
      id
    }
  }
`);
