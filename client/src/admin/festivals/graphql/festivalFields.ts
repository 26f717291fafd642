import { graphql } from '../../../gql';

/** The fields the festivals table, its dialog and its image cells render. */
export const FestivalFieldsFragment = graphql(`
  fragment FestivalFields on Festival {
    id
    festivalName
    isFixedDate
    festivalDate
    nextDate
    dateRule {
      ...DateRuleFields
    }
    status
    festivalDescription
    notifyOnDay
    notifyAt
    totalPosts
    images {
      ...ImageFields
    }
  }
`);
