import { graphql } from '../../../gql';

export const DeleteSliderDocument = graphql(`
  mutation DeleteSlider($id: ID!) {
    deleteSlider(id: $id) {
      id
    }
  }
`);
