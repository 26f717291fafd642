import { graphql } from '../../../gql';

export const CreateGreetingDocument = graphql(`
  mutation CreateGreeting($input: CreateGreetingInput!) {
    createGreeting(input: $input) {
      ...GreetingFields
    }
  }
`);
