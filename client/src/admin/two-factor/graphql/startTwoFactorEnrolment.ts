import { graphql } from '../../../gql';

export const StartTwoFactorEnrolmentDocument = graphql(`
  mutation StartTwoFactorEnrolment($input: TwoFactorChallengeInput!) {
    startTwoFactorEnrolment(input: $input) {
      secret
      qrCode
    }
  }
`);
