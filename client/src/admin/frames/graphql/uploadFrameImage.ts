import { graphql } from '../../../gql';

export const UploadFrameImageDocument = graphql(`
  mutation UploadFrameImage($image: Upload!) {
    uploadFrameImage(image: $image) {
      ...ImageFields
    }
  }
`);
