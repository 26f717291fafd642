import { graphql } from '../../../gql';

export const GreetingsDocument = graphql(`
  query Greetings($id: ID!) {
    greetings(id: $id) {
      ...GreetingFields
    }
  }
`);
