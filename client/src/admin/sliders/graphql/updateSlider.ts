import { graphql } from '../../../gql';

export const UpdateSliderDocument = graphql(`
  mutation UpdateSlider($input: UpdateSliderInput!, $sliderImage: Upload) {
    updateSlider(input: $input, sliderImage: $sliderImage) {
      ...SliderFields
    }
  }
`);
