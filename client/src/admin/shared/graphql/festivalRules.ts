import { graphql } from '../../../gql';

export const FestivalPresetsDocument = graphql(`
  query FestivalPresets {
    festivalPresets {
      key
      name
      note
      rule {
        ...DateRuleFields
      }
    }
  }
`);

export const FestivalRuleDatesDocument = graphql(`
  query FestivalRuleDates($rule: FestivalDateRuleInput!, $fromYear: Int) {
    festivalRuleDates(rule: $rule, fromYear: $fromYear, years: 4) {
      year
      dates
    }
  }
`);

export const FestivalDatesDocument = graphql(`
  query FestivalDates($from: String!, $to: String!) {
    festivalDates(from: $from, to: $to) {
      date
      festivalId
      festivalName
      isFixedDate
      dateRule {
        ...DateRuleFields
      }
      posts
    }
  }
`);
