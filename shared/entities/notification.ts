import { type EntityManifest } from './manifest.js';

/** A push notification staff sent to the app. */
export const NOTIFICATION = {
  model: 'Notification',
  key: 'notification',
  nouns: ['notification', 'notifications'],
  label: 'Notification',
  graphqlType: 'Notification',
  messages: { created: 'Notification sent Successfully', createFailed: 'Failed to send notification' },
  fields: {
    subjectType: { label: 'About' },
    subjectId: { label: 'About (id)' },
    title: { label: 'Title' },
    body: { label: 'Message' },
    topic: { label: 'Topic' },
    state: { label: 'Delivery', values: { queued: 'Queued', delivered: 'Delivered', failed: 'Failed' } },
    error: { label: 'Error' },
    sentById: { label: 'Sent by' },
    sentByName: { label: 'Sent by (name)' },
    deliveredAt: { label: 'Delivered at' },
  },
} as const satisfies EntityManifest;
