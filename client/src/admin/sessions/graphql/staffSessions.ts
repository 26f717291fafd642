import { graphql } from '../../../gql';

export const StaffSessionsDocument = graphql(`
  query StaffSessions($staffId: ID!, $limit: Int!) {
    staffSessions(staffId: $staffId, limit: $limit) {
      totalCount
      items {
        ...StaffSessionFields
      }
    }
  }
`);
