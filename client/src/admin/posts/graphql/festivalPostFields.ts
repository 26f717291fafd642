import { graphql } from '../../../gql';

/** A post as the calendar and its dialog use it. */
export const FestivalPostFieldsFragment = graphql(`
  fragment FestivalPostFields on FestivalPost {
    id
    postName
    festivalId
    festivalName
    postStartDate
    postEndDate
    status
    start
    end
    title
  }
`);
