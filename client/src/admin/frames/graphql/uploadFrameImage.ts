import { graphql } from '../../../gql';

export const UploadFrameImageDocument = graphql(`
  mutation UploadFrameImage($image: Upload!) {
    uploadFrameImage(image: $image) {
      id
      path
      thumbnailPath
      width
      height
    }
  }
`);
