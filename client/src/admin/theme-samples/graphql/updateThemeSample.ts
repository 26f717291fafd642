import { graphql } from '../../../gql';

export const UpdateThemeSampleDocument = graphql(`
  mutation UpdateThemeSample($input: UpdateThemeSampleInput!, $themeSampleImage: Upload) {
    updateThemeSample(input: $input, themeSampleImage: $themeSampleImage) {
      ...ThemeSampleFields
    }
  }
`);
