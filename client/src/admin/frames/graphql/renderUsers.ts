import { graphql } from '../../../gql';

/** App users to render a frame for (superadmin only, as the App Users list is). */
export const FrameRenderUsersDocument = graphql(`
  query FrameRenderUsers($query: String) {
    appUsers(page: 1, limit: 10, query: $query) {
      items {
        id
        name
        mobile
      }
    }
  }
`);
