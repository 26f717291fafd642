import { graphql } from '../../../gql';

export const FrameFieldsDocument = graphql(`
  query FrameFields {
    frameFields {
      ...FrameFieldFields
    }
  }
`);
