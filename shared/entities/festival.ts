import { ALL_STAFF, type EntityManifest } from './manifest.js';

export const FESTIVAL = {
  model: 'Festival',
  key: 'festival',
  nouns: ['festival', 'festivals'],
  label: 'Festival',
  graphqlType: 'Festival',
  messages: {
    listFailed: 'Failed to get festivals',
    created: 'Festival created successfully',
    createFailed: 'Failed to create festival',
    updated: 'Festival updated successfully',
    updateFailed: 'Failed to update festival',
    deleted: 'Festival deleted successfully',
    deleteFailed: 'Failed to delete festival',
    notFound: 'Festival not found',
  },
  rest: { path: 'festivals', tag: 'Festivals', tagDescription: 'Festivals screen' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: { kind: 'festival', label: 'Festival', description: 'A festival (with its posts)', name: (row) => String(row.festivalName) },
  images: { ownerKey: 'festivalId', kinds: { festival_image: 50 } },
  screens: [{ id: 'festivals', path: '/festivals', title: 'Festivals', icon: 'calendar', roles: ALL_STAFF, menu: { section: 'Content', order: 2 } }],
} as const satisfies EntityManifest;
