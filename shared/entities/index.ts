import { APP_USER } from './app-user.js';
import { BUSINESS } from './business.js';
import { CATEGORY } from './category.js';
import { CUSTOM_CATEGORY } from './custom-category.js';
import { FESTIVAL } from './festival.js';
import { FESTIVAL_POST } from './festival-post.js';
import { FRAME } from './frame.js';
import { FRAME_FIELD } from './frame-field.js';
import { FRAME_REGION } from './frame-region.js';
import { GREETING } from './greeting.js';
import { IMAGE } from './image.js';
import type { EntityManifest, ScreenManifest } from './manifest.js';
import { NOTIFICATION } from './notification.js';
import { PAGES } from './pages.js';
import { SCHEDULED_NOTIFICATION } from './scheduled-notification.js';
import { ELECTION_PROFILE, PANCHAYAT_PROFILE } from './profiles.js';
import { SLIDER } from './slider.js';
import { STAFF_USER } from './staff-user.js';
import { SUBCATEGORY } from './subcategory.js';
import { SUBSCRIPTION } from './subscription.js';
import { SUVICHAR } from './suvichar.js';
import { THEME_SAMPLE } from './theme-sample.js';
import { TRASH_ENTRY } from './trash-entry.js';

export * from './manifest.js';
export { APP_USER, BUSINESS, CATEGORY, CUSTOM_CATEGORY, FESTIVAL, FESTIVAL_POST, FRAME, FRAME_FIELD, GREETING, IMAGE, NOTIFICATION, SLIDER };
export { SCHEDULED_NOTIFICATION, STAFF_USER, SUBCATEGORY, SUBSCRIPTION, SUVICHAR, THEME_SAMPLE };

/**
 * Every entity, in the order the Trash's kind filter lists them. A new
 * entity adds its manifest file and one line here; every list of entities
 * on either side is derived from this one.
 */
export const ENTITIES = [
  CATEGORY,
  SUBCATEGORY,
  GREETING,
  CUSTOM_CATEGORY,
  FESTIVAL,
  FESTIVAL_POST,
  SLIDER,
  THEME_SAMPLE,
  FRAME,
  FRAME_FIELD,
  SUBSCRIPTION,
  APP_USER,
  BUSINESS,
  SUVICHAR,
  IMAGE,
  STAFF_USER,
  PANCHAYAT_PROFILE,
  ELECTION_PROFILE,
  FRAME_REGION,
  NOTIFICATION,
  SCHEDULED_NOTIFICATION,
  TRASH_ENTRY,
] as const satisfies readonly EntityManifest[];

type Entity = (typeof ENTITIES)[number];

/** Entities whose staff delete goes to the Trash, and their kinds (Prisma's and GraphQL's TrashKind). */
export type TrashableEntity = Extract<Entity, { trash: object }>;
export type TrashKindName = TrashableEntity['trash']['kind'];
export const TRASHABLE: readonly TrashableEntity[] = ENTITIES.filter((entity): entity is TrashableEntity => 'trash' in entity);

/** Entities that own images, and the StoredImage foreign keys that name them. */
export type ImageOwnerEntity = Extract<Entity, { images: object }>;
export type ImageOwnerKeyName = ImageOwnerEntity['images']['ownerKey'];
export const IMAGE_OWNERS: readonly ImageOwnerEntity[] = ENTITIES.filter((entity): entity is ImageOwnerEntity => 'images' in entity);

/** The entity stored in a Prisma model (table), if any. */
export const entityOfModel = (model: string): EntityManifest | undefined => ENTITIES.find((entity) => entity.model === model);

/** Every screen of the admin: the entities' and the pages'. */
type EntityScreen = Extract<Entity, { screens: readonly unknown[] }>['screens'][number];
export type AdminScreenManifest = EntityScreen | (typeof PAGES)[number];
export type ScreenIdName = AdminScreenManifest['id'];
export const ALL_SCREENS: readonly AdminScreenManifest[] = [
  ...ENTITIES.flatMap((entity): readonly ScreenManifest[] => ('screens' in entity ? entity.screens : [])),
  ...PAGES,
] as readonly AdminScreenManifest[];
