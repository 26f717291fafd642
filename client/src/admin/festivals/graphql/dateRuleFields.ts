import { graphql } from '../../../gql';

/** A festival's date rule as the rule editor and the festivals table read it (festivals and presets alike). */
export const DateRuleFieldsFragment = graphql(`
  fragment DateRuleFields on FestivalDateRule {
    kind
    month
    paksha
    tithi
    observance
    sign
    offsetDays
    description
  }
`);
