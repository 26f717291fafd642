import { graphql } from '../../../gql';

export const CreateFrameDocument = graphql(`
  mutation CreateFrame($input: CreateFrameInput!) {
    createFrame(input: $input) {
      ...FrameListFields
    }
  }
`);
