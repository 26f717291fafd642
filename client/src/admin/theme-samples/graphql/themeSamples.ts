import { graphql } from '../../../gql';

export const ThemeSamplesDocument = graphql(`
  query ThemeSamples {
    themeSamples {
      ...ThemeSampleFields
    }
  }
`);
