import { graphql } from '../../../gql';

export const CreateFestivalDocument = graphql(`
  mutation CreateFestival($input: CreateFestivalInput!, $festivalImages: [Upload!]) {
    createFestival(input: $input, festivalImages: $festivalImages) {
      ...FestivalFields
    }
  }
`);
