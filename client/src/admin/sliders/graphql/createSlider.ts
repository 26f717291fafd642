import { graphql } from '../../../gql';

export const CreateSliderDocument = graphql(`
  mutation CreateSlider($input: CreateSliderInput!, $sliderImage: Upload!) {
    createSlider(input: $input, sliderImage: $sliderImage) {
      ...SliderFields
    }
  }
`);
