import { graphql } from '../../../gql';

export const BusinessProfileDocument = graphql(`
  query BusinessProfile($userId: ID!) {
    businessProfile(userId: $userId) {
      id
      businessLogo {
        ...ImageFields
      }
      businessFrame {
        ...ImageFields
      }
    }
  }
`);

export const PanchayatProfileDocument = graphql(`
  query PanchayatProfile($userId: ID!) {
    panchayatProfile(userId: $userId) {
      userId
      panchayatLogo {
        ...ImageFields
      }
      personImage {
        ...ImageFields
      }
      panchayatFrame {
        ...ImageFields
      }
    }
  }
`);

export const ElectionProfileDocument = graphql(`
  query ElectionProfile($userId: ID!) {
    electionProfile(userId: $userId) {
      userId
      candidateSymbol {
        ...ImageFields
      }
      candidateImage {
        ...ImageFields
      }
      candidateFrame {
        ...ImageFields
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
