import { graphql } from '../../../gql';

export const TrashEntriesDocument = graphql(`
  query TrashEntries($page: Int!, $limit: Int!, $query: String, $kind: TrashKind) {
    trashEntries(page: $page, limit: $limit, query: $query, kind: $kind) {
      totalCount
      items {
        id
        kind
        label
        summary
        thumbnailPath
        deletedByName
        deletedAt
        purgeAt
      }
    }
  }
`);
