import { graphql } from '../../../gql';

/** The top bar's notifications menu: the latest sent, with their delivery state. */
export const NotificationsDocument = graphql(`
  query Notifications($limit: Int!) {
    notifications(limit: $limit) {
      id
      title
      body
      subjectType
      state
      sentByName
      createdAt
      deliveredAt
      error
    }
  }
`);
