import { graphql } from '../../../gql';

export const SlidersDocument = graphql(`
  query Sliders {
    sliders {
      ...SliderFields
    }
  }
`);
