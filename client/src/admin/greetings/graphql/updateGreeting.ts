import { graphql } from '../../../gql';

export const UpdateGreetingDocument = graphql(`
  mutation UpdateGreeting($input: UpdateGreetingInput!) {
    updateGreeting(input: $input) {
      ...GreetingFields
    }
  }
`);
