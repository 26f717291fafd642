import { ALL_STAFF, type EntityManifest } from './manifest.js';

export const THEME_SAMPLE = {
  model: 'ThemeSample',
  key: 'themeSample',
  nouns: ['theme sample', 'theme samples'],
  label: 'Theme Sample',
  graphqlType: 'ThemeSample',
  messages: {
    // Spec §8 gives the categories text as this list's fallback too.
    listFailed: 'Failed to get categories',
    created: 'ThemeSample created successfully',
    createFailed: 'Failed to create ThemeSample',
    updated: 'ThemeSample updated successfully',
    updateFailed: 'Failed to update ThemeSample',
    deleted: 'ThemeSample deleted successfully',
    deleteFailed: 'Failed to delete ThemeSample',
    notFound: 'ThemeSample not found',
  },
  rest: { path: 'themesample', tag: 'ThemeSamples', tagDescription: 'Theme samples screen' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: {
    kind: 'theme_sample',
    label: 'Theme sample',
    description: 'A theme sample',
    name: (row) => `Theme sample of ${String(row.createdAt).slice(0, 10)}`,
  },
  images: { ownerKey: 'themeSampleId', kinds: { theme_sample_image: 1 } },
  fields: { status: { label: 'Status' } },
  screens: [
    { id: 'themeSamples', path: '/themesamples', title: 'Theme Samples', icon: 'style', roles: ALL_STAFF, menu: { section: 'Content', order: 8 } },
  ],
} as const satisfies EntityManifest;
