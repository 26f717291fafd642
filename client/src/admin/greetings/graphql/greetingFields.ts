import { graphql } from '../../../gql';

/** The fields the greetings table, its dialog and its image cells render. */
export const GreetingFieldsFragment = graphql(`
  fragment GreetingFields on Greeting {
    id
    categoryId
    greetingName
    status
    isHomePage
    images {
      ...ImageFields
    }
  }
`);
