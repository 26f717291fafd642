import { graphql } from '../../../gql';

export const OccupationsDocument = graphql(`
  query Occupations {
    occupations
  }
`);
