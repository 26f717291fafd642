import { graphql } from '../../../gql';

/** The Notifications screen, the top bar's upcoming ones and the dashboard's festival mornings. */
export const ScheduledNotificationsDocument = graphql(`
  query ScheduledNotifications(
    $page: Int!
    $limit: Int!
    $query: String
    $status: ScheduledNotificationStatus
    $automatic: Boolean
    $withinDays: Int
  ) {
    scheduledNotifications(page: $page, limit: $limit, query: $query, status: $status, automatic: $automatic, withinDays: $withinDays) {
      totalCount
      items {
        id
        subjectType
        subjectId
        title
        sendAt
        status
        reason
        automatic
        scheduledByName
        createdAt
      }
    }
  }
`);

/** Send later, from every 'Send notification'. */
export const ScheduleNotificationDocument = graphql(`
  mutation ScheduleNotification($input: ScheduleNotificationInput!) {
    scheduleNotification(input: $input) {
      id
      sendAt
      status
    }
  }
`);
