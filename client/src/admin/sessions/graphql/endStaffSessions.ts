import { graphql } from '../../../gql';

export const EndStaffSessionsDocument = graphql(`
  mutation EndStaffSessions($staffId: ID!) {
    endStaffSessions(staffId: $staffId) {
      ended
    }
  }
`);
