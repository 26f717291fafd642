import { graphql } from '../../../gql';

export const CreateFestivalPostDocument = graphql(`
  mutation CreateFestivalPost($input: CreateFestivalPostInput!) {
    createFestivalPost(input: $input) {
      ...FestivalPostFields
    }
  }
`);
