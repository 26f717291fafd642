import { graphql } from '../../../gql';

export const DeleteTrashEntryForeverDocument = graphql(`
  mutation DeleteTrashEntryForever($id: ID!) {
    deleteTrashEntryForever(id: $id) {
      id
    }
  }
`);
