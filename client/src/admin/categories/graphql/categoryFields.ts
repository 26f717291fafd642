import { graphql } from '../../../gql';

/** The fields the categories table and its dialog render. */
export const CategoryFieldsFragment = graphql(`
  fragment CategoryFields on Category {
    id
    categoryName
    isElection
    status
    totalSubcategories
    totalGreetings
  }
`);
