import { graphql } from '../../../gql';

/** The fields the theme samples table and its dialog render. */
export const ThemeSampleFieldsFragment = graphql(`
  fragment ThemeSampleFields on ThemeSample {
    id
    status
    createdAt
    image {
      ...ImageFields
    }
  }
`);
