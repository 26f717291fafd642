import { graphql } from '../../../gql';

export const CustomCategoriesDocument = graphql(`
  query CustomCategories {
    customCategories {
      ...CustomCategoryFields
    }
  }
`);
