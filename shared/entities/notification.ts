import { type EntityManifest } from './manifest.js';

/** A push notification staff sent to the app. */
export const NOTIFICATION = {
  model: 'Notification',
  key: 'notification',
  nouns: ['notification', 'notifications'],
  label: 'Notification',
  graphqlType: 'Notification',
  messages: { created: 'Notification sent Successfully', createFailed: 'Failed to send notification' },
} as const satisfies EntityManifest;
