import { graphql } from '../../../gql';

export const GreetingImagesDocument = graphql(`
  query GreetingImages($id: ID!) {
    greetingImages(id: $id) {
      ...ImageFields
    }
  }
`);
