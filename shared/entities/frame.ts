import { ALL_STAFF, type EntityManifest } from './manifest.js';

export const FRAME = {
  model: 'Frame',
  key: 'frame',
  nouns: ['frame', 'frames'],
  label: 'Frame',
  graphqlType: 'Frame',
  messages: {
    listFailed: 'Failed to get frames',
    created: 'Frame created successfully',
    createFailed: 'Failed to create frame',
    updated: 'Frame updated successfully',
    updateFailed: 'Failed to update frame',
    deleted: 'Frame deleted successfully',
    deleteFailed: 'Failed to delete frame',
  },
  rest: { path: 'frame', tag: 'Frames', tagDescription: 'Frames screen: frame images, their regions, and posters rendered for an app user' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: { kind: 'frame', label: 'Frame', description: 'A frame', name: (row) => String(row.frameName) },
  images: { ownerKey: 'frameId', kinds: { frame_image: 1 } },
  fields: {
    frameName: { label: 'Frame Name' },
    status: { label: 'Status', values: { true: 'Active', false: 'Inactive' } },
    isElection: { label: 'Is Election', values: { true: 'Yes', false: 'No' } },
    imageWidth: { label: 'Image width (px)' },
    imageHeight: { label: 'Image height (px)' },
    // The frame's defaults for its regions, as the Properties dialog labels them.
    color: { label: 'Font Color' },
    fontFamily: { label: 'Font Family' },
    fontSize: { label: 'Font Size' },
    fontWeight: { label: 'Font Weight' },
  },
  // Frames and frame fields share one screen, in two tabs.
  screens: [{ id: 'frames', path: '/frames', title: 'Frames', icon: 'widget', roles: ALL_STAFF, menu: { section: 'Content', order: 7 } }],
} as const satisfies EntityManifest;
