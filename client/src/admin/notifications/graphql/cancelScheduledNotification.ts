import { graphql } from '../../../gql';

export const CancelScheduledNotificationDocument = graphql(`
  mutation CancelScheduledNotification($id: ID!) {
    cancelScheduledNotification(id: $id) {
      id
      status
      reason
    }
  }
`);
