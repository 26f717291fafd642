import { graphql } from '../../../gql';

/** The fields the custom categories table, its dialog and its image cells render. */
export const CustomCategoryFieldsFragment = graphql(`
  fragment CustomCategoryFields on CustomCategory {
    id
    customcategoryName
    priority
    status
    images {
      ...ImageFields
    }
  }
`);
