import { ALL_STAFF, type EntityManifest } from './manifest.js';

export const SUBCATEGORY = {
  model: 'Subcategory',
  key: 'subcategory',
  nouns: ['subcategory', 'subcategories'],
  label: 'Subcategory',
  graphqlType: 'Subcategory',
  messages: {
    listFailed: 'Failed to get subcategories',
    created: 'Subcategory created successfully',
    createFailed: 'Failed to create subcategory',
    updated: 'Subcategory updated successfully',
    updateFailed: 'Failed to update subcategory',
    deleted: 'Subcategory deleted successfully',
    deleteFailed: 'Failed to delete subcategory',
    // Two spaces: the spec's text.
    imagesAdded: 'Subcategory images added  successfully',
    imagesFailed: 'Failed to add subcategory images',
    notFound: 'Subcategory not found',
  },
  rest: { path: 'subcategories', tag: 'Subcategories', tagDescription: 'Subcategories screen and their image galleries' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: { kind: 'subcategory', label: 'Subcategory', description: 'A subcategory', name: (row) => String(row.subcategoryName) },
  images: { ownerKey: 'subcategoryId', kinds: { subcategory_image: 50 } },
  fields: {
    categoryId: { label: 'Category' },
    subcategoryName: { label: 'Subcategory Name' },
    priority: { label: 'Priority' },
    status: { label: 'Status' },
  },
  // Reached from a category's row.
  screens: [{ id: 'subcategories', path: '/subcategories/:id', title: 'Subcategories', icon: 'folder-open', roles: ALL_STAFF }],
} as const satisfies EntityManifest;
