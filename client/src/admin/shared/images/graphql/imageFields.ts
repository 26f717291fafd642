import { graphql } from '../../../../gql';

/** Every image selection in the admin: what thumbnails, galleries, the viewer and the frame editor read. */
export const ImageFieldsFragment = graphql(`
  fragment ImageFields on Image {
    id
    path
    thumbnailPath
    width
    height
    originalName
    position
  }
`);
