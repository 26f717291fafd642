import { ALL_STAFF, type EntityManifest } from './manifest.js';

export const CUSTOM_CATEGORY = {
  model: 'CustomCategory',
  key: 'customCategory',
  nouns: ['custom category', 'custom categories'],
  label: 'Custom Category',
  graphqlType: 'CustomCategory',
  messages: {
    listFailed: 'Failed to get Customcategories',
    created: 'Customcategory created successfully',
    createFailed: 'Failed to create Customcategory',
    updated: 'Customcategory updated successfully',
    updateFailed: 'Failed to update Customcategory',
    deleted: 'Customcategory deleted successfully',
    deleteFailed: 'Failed to delete Customcategory',
    imagesAdded: 'Customcategory images added successfully',
    imagesFailed: 'Failed to add Customcategory images',
    notFound: 'Customcategory not found',
  },
  rest: { path: 'customcategories', tag: 'CustomCategories', tagDescription: 'Custom categories screen and their image galleries' },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: { kind: 'custom_category', label: 'Custom category', description: 'A custom category', name: (row) => String(row.customcategoryName) },
  images: { ownerKey: 'customCategoryId', kinds: { custom_category_image: 50 } },
  fields: { customcategoryName: { label: 'Custom Category Name' }, priority: { label: 'Priority' }, status: { label: 'Status' } },
  screens: [
    {
      id: 'customCategories',
      path: '/custom-categories',
      title: 'Custom Categories',
      icon: 'folder-shared',
      roles: ALL_STAFF,
      menu: { section: 'Content', order: 6, flatOrder: 5 },
    },
  ],
} as const satisfies EntityManifest;
