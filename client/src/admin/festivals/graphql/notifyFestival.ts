import { graphql } from '../../../gql';

export const NotifyFestivalDocument = graphql(`
  mutation NotifyFestival($id: ID!) {
    notifyFestival(id: $id) {
      id
    }
  }
`);
