import { ALL_STAFF, type EntityManifest } from './manifest.js';

/** A notification to send later (issue 26): Send later, or a festival's own morning. */
export const SCHEDULED_NOTIFICATION = {
  model: 'ScheduledNotification',
  key: 'scheduledNotification',
  nouns: ['scheduled notification', 'scheduled notifications'],
  label: 'Scheduled Notification',
  graphqlType: 'ScheduledNotification',
  // Not in the spec: written in its words for the other entities.
  messages: {
    listFailed: 'Failed to get notifications',
    created: 'Notification scheduled Successfully',
    createFailed: 'Failed to schedule notification',
    updated: 'Notification moved Successfully',
    updateFailed: 'Failed to move notification',
    deleted: 'Notification cancelled Successfully',
    deleteFailed: 'Failed to cancel notification',
    notFound: 'Scheduled notification not found',
  },
  rest: {
    path: 'notifications',
    tag: 'Notifications',
    tagDescription: 'Notifications screen: notifications scheduled for later, and festival mornings',
  },
  // As the Notifications table and its Move dialog label them.
  fields: {
    subjectType: { label: 'About' },
    subjectId: { label: 'About (id)' },
    title: { label: 'Title' },
    body: { label: 'Message' },
    sendAt: { label: 'Send at' },
    status: { label: 'Status', values: { scheduled: 'Scheduled', sent: 'Sent', failed: 'Failed', cancelled: 'Cancelled', skipped: 'Skipped' } },
    reason: { label: 'Reason' },
    automatic: { label: "Festival's morning" },
    scheduledById: { label: 'Scheduled by' },
    scheduledByName: { label: 'Scheduled by (name)' },
    notificationId: { label: 'Notification' },
  },
  screens: [
    {
      id: 'notifications',
      path: '/notifications',
      title: 'Notifications',
      icon: 'notifications',
      roles: ALL_STAFF,
      menu: { section: 'Master', order: 9, flatOrder: 13 },
    },
  ],
} as const satisfies EntityManifest;
