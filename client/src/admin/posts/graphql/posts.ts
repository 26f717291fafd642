import { graphql } from '../../../gql';

/** The posts overlapping the calendar's visible days [start, end). */
export const PostsDocument = graphql(`
  query Posts($start: String!, $end: String!) {
    posts(start: $start, end: $end) {
      ...FestivalPostFields
    }
  }
`);
