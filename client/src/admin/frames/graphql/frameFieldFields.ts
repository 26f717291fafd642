import { graphql } from '../../../gql';

/** The fields the frame fields table, its dialog and the editor's 'Choose type' render. */
export const FrameFieldFieldsFragment = graphql(`
  fragment FrameFieldFields on FrameField {
    id
    title
    variableName
    type
    isElection
    frameCount
    image {
      ...ImageFields
    }
  }
`);
