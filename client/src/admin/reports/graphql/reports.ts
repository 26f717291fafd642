import { graphql } from '../../../gql';

export const ReportsDocument = graphql(`
  query Reports {
    reports {
      today
      newUsersPerDay {
        day
        users
      }
      usersByType {
        label
        users
      }
      usersByDistrict {
        label
        users
      }
      activePlans {
        planId
        planName
        planType
        users
      }
      revenueByMonth {
        month
        amount
        assignments
      }
    }
  }
`);
