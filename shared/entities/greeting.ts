import { ALL_STAFF, type EntityManifest } from './manifest.js';

export const GREETING = {
  model: 'Greeting',
  key: 'greeting',
  nouns: ['greeting', 'greetings'],
  label: 'Greeting',
  graphqlType: 'Greeting',
  messages: {
    listFailed: 'Failed to get greetings',
    created: 'Greeting created successfully',
    createFailed: 'Failed to create greeting',
    updated: 'Greeting updated successfully',
    updateFailed: 'Failed to update greeting',
    deleted: 'Greeting deleted successfully',
    deleteFailed: 'Failed to delete greeting',
    imagesAdded: 'Greeting images added successfully',
    imagesFailed: 'Failed to add greeting images',
  },
  rest: { path: 'greetings', tag: 'Greetings', tagDescription: 'Greetings screen and their image galleries' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: { kind: 'greeting', label: 'Greeting', description: 'A greeting', name: (row) => String(row.greetingName) },
  images: { ownerKey: 'greetingId', kinds: { greeting_image: 50 } },
  fields: {
    greetingName: { label: 'Greeting Name' },
    status: { label: 'Status' },
    isHomePage: { label: 'Display in home screen' },
    categoryId: { label: 'Category' },
  },
  screens: [
    // The categories that hold greetings; a row opens that category's greetings.
    { id: 'greetings', path: '/greetings', title: 'Greetings', icon: 'envelope', roles: ALL_STAFF, menu: { section: 'Content', order: 3 } },
    { id: 'categoryGreetings', path: '/greetings/:id', title: 'Greetings', icon: 'envelope', roles: ALL_STAFF },
  ],
} as const satisfies EntityManifest;
