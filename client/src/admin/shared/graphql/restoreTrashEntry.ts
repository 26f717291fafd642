import { graphql } from '../../../gql';

export const RestoreTrashEntryDocument = graphql(`
  mutation RestoreTrashEntry($id: ID!) {
    restoreTrashEntry(id: $id) {
      id
      label
    }
  }
`);
