import { ALL_STAFF, type EntityManifest } from './manifest.js';

export const CATEGORY = {
  model: 'Category',
  key: 'category',
  nouns: ['category', 'categories'],
  label: 'Category',
  graphqlType: 'Category',
  messages: {
    listFailed: 'Failed to get categories',
    created: 'Category created successfully',
    createFailed: 'Failed to create category',
    updated: 'Category updated successfully',
    updateFailed: 'Failed to update category',
    deleted: 'Category deleted successfully',
    deleteFailed: 'Failed to delete category',
    notFound: 'Category not found',
  },
  rest: { path: 'categories', tag: 'Categories', tagDescription: 'Categories screen' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: {
    kind: 'category',
    label: 'Category',
    description: 'A category (with its subcategories and greetings)',
    name: (row) => String(row.categoryName),
  },
  fields: { categoryName: { label: 'Category Name' }, isElection: { label: 'Is Election' }, status: { label: 'Status' } },
  screens: [
    { id: 'categories', path: '/categories', title: 'Categories', icon: 'folder-close', roles: ALL_STAFF, menu: { section: 'Content', order: 4 } },
  ],
} as const satisfies EntityManifest;
