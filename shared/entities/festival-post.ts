import { ALL_STAFF, type EntityManifest } from './manifest.js';

export const FESTIVAL_POST = {
  model: 'FestivalPost',
  key: 'festivalPost',
  nouns: ['festival post', 'festival posts'],
  label: 'Festival Post',
  graphqlType: 'FestivalPost',
  messages: {
    listFailed: 'Failed to get festival post',
    created: 'Festival post created successfully',
    createFailed: 'Failed to create festival post',
    updated: 'Festival post updated successfully',
    updateFailed: 'Failed to update festival post',
    deleted: 'Festival post deleted successfully',
    deleteFailed: 'Failed to delete festival post',
    notFound: 'Festival post not found',
  },
  rest: { path: 'post', tag: 'FestivalPosts', tagDescription: 'Festival posts screen (calendar)' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: { kind: 'festival_post', label: 'Festival post', description: 'A festival post', name: (row) => String(row.postName) },
  fields: {
    postName: { label: 'Post Name' },
    festivalId: { label: 'Festival' },
    postStartDate: { label: 'Start Date' },
    postEndDate: { label: 'End Date' },
    status: { label: 'Status' },
  },
  // The month calendar of festival posts.
  screens: [
    { id: 'posts', path: '/posts', title: 'Posts', icon: 'timeline-events', roles: ALL_STAFF, menu: { section: 'Content', order: 5, flatOrder: 6 } },
  ],
} as const satisfies EntityManifest;
