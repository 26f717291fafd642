import { graphql } from '../../../gql';

export const DeleteFestivalDocument = graphql(`
  mutation DeleteFestival($id: ID!) {
    deleteFestival(id: $id) {
      id
    }
  }
`);
