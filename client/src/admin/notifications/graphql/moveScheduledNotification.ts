import { graphql } from '../../../gql';

export const MoveScheduledNotificationDocument = graphql(`
  mutation MoveScheduledNotification($input: MoveScheduledNotificationInput!) {
    moveScheduledNotification(input: $input) {
      id
      sendAt
      status
    }
  }
`);
