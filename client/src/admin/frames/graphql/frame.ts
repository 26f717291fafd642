import { graphql } from '../../../gql';

/** One frame with everything the editor needs. */
export const FrameDocument = graphql(`
  query Frame($id: ID!) {
    frame(id: $id) {
      ...FrameListFields
      imageWidth
      imageHeight
      renderWidth
      renderHeight
      image {
        ...ImageFields
      }
      regions {
        id
        x
        y
        width
        height
        data {
          index
        }
        dataType
        properties {
          fontColor
          fontSize
          fontWeight
          fontFamily
        }
      }
    }
  }
`);
