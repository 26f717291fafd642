import { graphql } from '../../../gql';

export const DashboardDocument = graphql(`
  query Dashboard {
    dashboard {
      totalUsers
      activeUserCount
      festivalCount
      totalGreetings
    }
  }
`);
