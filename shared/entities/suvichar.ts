import { formatDay } from '../india-day.js';
import { ALL_STAFF, type EntityManifest } from './manifest.js';

/** A thought of the day (issue 32): one per India day, in Gujarati, with an optional background image. */
export const SUVICHAR = {
  model: 'Suvichar',
  key: 'suvichar',
  nouns: ['suvichar', 'suvichars'],
  label: 'Suvichar',
  graphqlType: 'Suvichar',
  unique: ['day'],
  // Not in the spec: written in its words for the other entities.
  messages: {
    listFailed: 'Failed to get suvichars',
    created: 'Suvichar created successfully',
    createFailed: 'Failed to create suvichar',
    updated: 'Suvichar updated successfully',
    updateFailed: 'Failed to update suvichar',
    deleted: 'Suvichar deleted successfully',
    deleteFailed: 'Failed to delete suvichar',
    notFound: 'Suvichar not found',
    taken: { day: 'A suvichar for this day already exists' },
  },
  rest: { path: 'suvichar', tag: 'Suvichar', tagDescription: 'Suvichar screen: the thought of the day, and today’s for the app' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: {
    kind: 'suvichar',
    label: 'Suvichar',
    description: 'A suvichar (thought of the day)',
    name: (row) => `${formatDay(String(row.day).slice(0, 10))} ${String(row.text).slice(0, 60)}`,
  },
  images: { ownerKey: 'suvicharId', kinds: { suvichar_image: 1 } },
  fields: { text: { label: 'Suvichar' }, author: { label: 'Author' }, day: { label: 'Day' }, status: { label: 'Status' } },
  screens: [
    {
      id: 'suvichar',
      path: '/suvichar',
      title: 'Suvichar',
      icon: 'citation',
      roles: ALL_STAFF,
      menu: { section: 'Content', order: 9, flatOrder: 9 },
    },
  ],
} as const satisfies EntityManifest;
