import { graphql } from '../../../gql';

export const UpdateFestivalDocument = graphql(`
  mutation UpdateFestival($input: UpdateFestivalInput!, $festivalImages: [Upload!]) {
    updateFestival(input: $input, festivalImages: $festivalImages) {
      ...FestivalFields
    }
  }
`);
