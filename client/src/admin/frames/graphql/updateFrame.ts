import { graphql } from '../../../gql';

export const UpdateFrameDocument = graphql(`
  mutation UpdateFrame($input: UpdateFrameInput!) {
    updateFrame(input: $input) {
      ...FrameListFields
    }
  }
`);
