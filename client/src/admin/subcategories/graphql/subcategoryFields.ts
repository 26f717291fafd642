import { graphql } from '../../../gql';

/** The fields the subcategories table, its dialog and its image cells render. */
export const SubcategoryFieldsFragment = graphql(`
  fragment SubcategoryFields on Subcategory {
    id
    categoryId
    subcategoryName
    priority
    status
    images {
      ...ImageFields
    }
  }
`);
