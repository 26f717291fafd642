import { graphql } from '../../../gql';

/** A frames table row. */
export const FrameListFieldsFragment = graphql(`
  fragment FrameListFields on Frame {
    id
    frameName
    status
    isElection
    image {
      ...ImageFields
    }
  }
`);
