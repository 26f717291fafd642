import { graphql } from '../../../gql';

export const StoredImageFieldsFragment = graphql(`
  fragment ProfileImageFields on Image {
    id
    path
    thumbnailPath
    originalName
  }
`);

export const BusinessProfileDocument = graphql(`
  query BusinessProfile($userId: ID!) {
    businessProfile(userId: $userId) {
      id
      businessLogo {
        ...ProfileImageFields
      }
      businessFrame {
        ...ProfileImageFields
      }
    }
  }
`);

export const PanchayatProfileDocument = graphql(`
  query PanchayatProfile($userId: ID!) {
    panchayatProfile(userId: $userId) {
      userId
      panchayatLogo {
        ...ProfileImageFields
      }
      personImage {
        ...ProfileImageFields
      }
      panchayatFrame {
        ...ProfileImageFields
      }
    }
  }
`);

export const ElectionProfileDocument = graphql(`
  query ElectionProfile($userId: ID!) {
    electionProfile(userId: $userId) {
      userId
      candidateSymbol {
        ...ProfileImageFields
      }
      candidateImage {
        ...ProfileImageFields
      }
      candidateFrame {
        ...ProfileImageFields
      }
    }
  }
`);

export const SaveBusinessProfileDocument = graphql(`
  mutation SaveBusinessProfile($userId: ID!, $businessLogo: Upload, $businessFrame: [Upload!]) {
    saveBusinessProfile(userId: $userId, businessLogo: $businessLogo, businessFrame: $businessFrame) {
      id
    }
  }
`);

export const SavePanchayatProfileDocument = graphql(`
  mutation SavePanchayatProfile($userId: ID!, $panchayatLogo: Upload, $personImage: Upload, $panchayatFrame: [Upload!]) {
    savePanchayatProfile(userId: $userId, panchayatLogo: $panchayatLogo, personImage: $personImage, panchayatFrame: $panchayatFrame) {
      userId
    }
  }
`);

export const SaveElectionProfileDocument = graphql(`
  mutation SaveElectionProfile($userId: ID!, $candidateSymbol: Upload, $candidateImage: Upload, $candidateFrame: [Upload!]) {
    saveElectionProfile(userId: $userId, candidateSymbol: $candidateSymbol, candidateImage: $candidateImage, candidateFrame: $candidateFrame) {
      userId
    }
  }
`);
