import { graphql } from '../../../gql';

export const FramesDocument = graphql(`
  query Frames($page: Int!, $limit: Int!, $query: String) {
    frames(page: $page, limit: $limit, query: $query) {
      totalCount
      items {
        ...FrameListFields
      }
    }
  }
`);
