import { graphql } from '../../../gql';

export const UpcomingFestivalsDocument = graphql(`
  query UpcomingFestivals($from: String!) {
    upcomingFestivals(from: $from, days: 60, atLeast: 5) {
      date
      festivalId
      festivalName
      isFixedDate
      posts
    }
  }
`);
