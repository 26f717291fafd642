import { graphql } from '../../../gql';

export const UpdateFestivalPostDocument = graphql(`
  mutation UpdateFestivalPost($input: UpdateFestivalPostInput!) {
    updateFestivalPost(input: $input) {
      ...FestivalPostFields
    }
  }
`);
