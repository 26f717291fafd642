import { graphql } from '../../../gql';

export const UpdateFrameFieldDocument = graphql(`
  mutation UpdateFrameField($input: UpdateFrameFieldInput!, $image: Upload) {
    updateFrameField(input: $input, image: $image) {
      ...FrameFieldFields
    }
  }
`);
