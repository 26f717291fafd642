import { graphql } from '../../../gql';

/** The fields the sliders table, its dialog and its image cell render. */
export const SliderFieldsFragment = graphql(`
  fragment SliderFields on Slider {
    id
    sliderName
    sliderLink
    status
    createdAt
    image {
      ...ImageFields
    }
  }
`);
