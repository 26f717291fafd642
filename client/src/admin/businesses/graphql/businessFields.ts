import { graphql } from '../../../gql';

/** The fields the businesses table and its dialog render. */
export const BusinessFieldsFragment = graphql(`
  fragment BusinessFields on Business {
    id
    userId
    businessName
    businessEmail
    businessMobile
    businessWebsite
    businessTagLine
    businessAddress
    businessLogo {
      ...ImageFields
    }
    businessFrame {
      ...ImageFields
    }
  }
`);
