import { ALL_STAFF, type EntityManifest } from './manifest.js';

export const SLIDER = {
  model: 'Slider',
  key: 'slider',
  nouns: ['slider', 'sliders'],
  label: 'Slider',
  graphqlType: 'Slider',
  messages: {
    // Spec §8 gives the categories text as the sliders list's fallback.
    listFailed: 'Failed to get categories',
    created: 'Slider created successfully',
    createFailed: 'Failed to create slider',
    updated: 'Slider updated successfully',
    updateFailed: 'Failed to update slider',
    deleted: 'Slider deleted successfully',
    deleteFailed: 'Failed to delete slider',
    notFound: 'Slider not found',
  },
  rest: { path: 'sliders', tag: 'Sliders', tagDescription: 'Sliders screen' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: { kind: 'slider', label: 'Slider', description: 'A slider', name: (row) => String(row.sliderName) },
  images: { ownerKey: 'sliderId', kinds: { slider_image: 1 } },
  fields: { sliderName: { label: 'Slider Name' }, sliderLink: { label: 'Slider Link' }, status: { label: 'Status' } },
  screens: [{ id: 'sliders', path: '/sliders', title: 'Slider', icon: 'media', roles: ALL_STAFF, menu: { section: 'Content', order: 1 } }],
} as const satisfies EntityManifest;
