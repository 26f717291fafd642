import { graphql } from '../../../gql';

export const FestivalChoicesDocument = graphql(`
  query FestivalChoices {
    festivalChoices {
      id
      festivalName
      festivalDate
      nextDate
    }
  }
`);
