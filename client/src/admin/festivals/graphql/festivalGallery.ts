import { graphql } from '../../../gql';

/** One festival's gallery, for the images dialog (remove and reorder). */
export const FestivalGalleryDocument = graphql(`
  query FestivalGallery($id: ID!) {
    festival(id: $id) {
      id
      images {
        ...ImageFields
      }
    }
  }
`);
