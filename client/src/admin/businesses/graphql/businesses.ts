import { graphql } from '../../../gql';

export const BusinessesDocument = graphql(`
  query Businesses($id: ID!) {
    businesses(id: $id) {
      ...BusinessFields
    }
  }
`);

export const BusinessOwnerDocument = graphql(`
  query BusinessOwner($id: ID!) {
    appUserSummary(id: $id) {
      id
      name
      userType
    }
  }
`);

export const BusinessFramesDocument = graphql(`
  query BusinessFrames($id: ID!) {
    business(id: $id) {
      id
      businessFrame {
        ...ImageFields
      }
    }
  }
`);

export const CreateBusinessDocument = graphql(`
  mutation CreateBusiness($input: CreateBusinessInput!, $businessLogo: Upload, $businessFrame: [Upload!]) {
    createBusiness(input: $input, businessLogo: $businessLogo, businessFrame: $businessFrame) {
      ...BusinessFields
    }
  }
`);

export const UpdateBusinessDocument = graphql(`
  mutation UpdateBusiness($input: UpdateBusinessInput!, $businessLogo: Upload, $businessFrame: [Upload!]) {
    updateBusiness(input: $input, businessLogo: $businessLogo, businessFrame: $businessFrame) {
      ...BusinessFields
    }
  }
`);

export const DeleteBusinessDocument = graphql(`
  mutation DeleteBusiness($id: ID!) {
    deleteBusiness(id: $id) {
      id
    }
  }
`);
