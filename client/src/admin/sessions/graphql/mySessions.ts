import { graphql } from '../../../gql';

export const MySessionsDocument = graphql(`
  query MySessions($limit: Int!) {
    mySessions(limit: $limit) {
      totalCount
      items {
        ...StaffSessionFields
      }
    }
  }
`);
