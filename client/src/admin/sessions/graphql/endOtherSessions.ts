import { graphql } from '../../../gql';

export const EndOtherSessionsDocument = graphql(`
  mutation EndOtherSessions {
    endOtherSessions {
      ended
    }
  }
`);
