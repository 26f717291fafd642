import { graphql } from '../../../gql';

export const CreateFrameFieldDocument = graphql(`
  mutation CreateFrameField($input: CreateFrameFieldInput!, $image: Upload) {
    createFrameField(input: $input, image: $image) {
      ...FrameFieldFields
    }
  }
`);
