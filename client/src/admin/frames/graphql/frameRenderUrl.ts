import { graphql } from '../../../gql';

export const FrameRenderUrlDocument = graphql(`
  query FrameRenderUrl($id: ID!, $userId: ID!) {
    frameRenderUrl(id: $id, userId: $userId)
  }
`);
