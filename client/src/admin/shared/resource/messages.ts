import { ENTITIES, type EntityMessages, NOTIFICATION, SCHEDULED_NOTIFICATION } from '../../../../../shared/entities';

/**
 * Spec §8's toast texts: a resource's list failure and the success and
 * failure of each write, from the entity manifests (shared/entities), where
 * they are the spec's to the letter. The manifests also give the server's
 * 404 and 409 texts (`notFound`, `taken`), which reach the admin as refusals.
 */
export type ResourceMessages = Omit<EntityMessages, 'notFound' | 'taken'>;

/** The notify dialog's texts: sending a notification (its manifest's create). */
export const NOTIFY_MESSAGES = {
  successMessage: NOTIFICATION.messages.created,
  failureMessage: NOTIFICATION.messages.createFailed,
} as const;

/** Send later's toasts (issue 26). */
export const SCHEDULE_MESSAGES = {
  successMessage: SCHEDULED_NOTIFICATION.messages.created,
  failureMessage: SCHEDULED_NOTIFICATION.messages.createFailed,
} as const;

/** The entities with texts of their own, the notification's aside (NOTIFY_MESSAGES). */
type Resource = Exclude<Extract<(typeof ENTITIES)[number], { messages: object }>, typeof NOTIFICATION>;

const RESOURCES = ENTITIES.filter((entity): entity is Resource => 'messages' in entity && entity.key !== NOTIFICATION.key);

/** Each resource's texts by its key ('themeSample'). */
export const MESSAGES = Object.fromEntries(RESOURCES.map((entity) => [entity.key, entity.messages])) as {
  [Entity in Resource as Entity['key']]: Entity['messages'];
};

export type ResourceName = keyof typeof MESSAGES;
