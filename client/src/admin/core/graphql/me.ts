import { graphql } from '../../../gql';

export const MeDocument = graphql(`
  query Me {
    me {
      ...SessionUser
    }
  }
`);
