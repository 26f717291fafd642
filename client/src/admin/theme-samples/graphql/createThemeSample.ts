import { graphql } from '../../../gql';

export const CreateThemeSampleDocument = graphql(`
  mutation CreateThemeSample($input: CreateThemeSampleInput!, $themeSampleImage: Upload!) {
    createThemeSample(input: $input, themeSampleImage: $themeSampleImage) {
      ...ThemeSampleFields
    }
  }
`);
