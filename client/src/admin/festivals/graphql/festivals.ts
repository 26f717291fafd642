import { graphql } from '../../../gql';

export const FestivalsDocument = graphql(`
  query Festivals {
    festivals {
      ...FestivalFields
    }
  }
`);
