import { ALL_STAFF, type EntityManifest } from './manifest.js';

export const BUSINESS = {
  model: 'Business',
  key: 'business',
  nouns: ['business', 'businesses'],
  label: 'Business',
  graphqlType: 'Business',
  messages: {
    listFailed: 'Failed to get businesses',
    created: 'Business created successfully',
    createFailed: 'Failed to create business',
    updated: 'Business updated successfully',
    updateFailed: 'Failed to update business',
    deleted: 'Business deleted successfully',
    deleteFailed: 'Failed to delete business',
    // Frames are added through the update.
    imagesAdded: 'Business updated successfully',
    imagesFailed: 'Failed to update business',
    notFound: 'Business not found',
  },
  // The spec's path, with its three s.
  rest: { path: 'businessess', tag: 'Businesses', tagDescription: "An app user's businesses" },
  access: { read: ALL_STAFF, write: ALL_STAFF, delete: ALL_STAFF },
  trash: { kind: 'business', label: 'Business', description: 'A business of an app user', name: (row) => String(row.businessName) },
  images: { ownerKey: 'businessId', kinds: { business_logo: 1, business_frame: 50 } },
  fields: {
    userId: { label: 'App User' },
    businessName: { label: 'Business Name' },
    businessEmail: { label: 'Business Email' },
    businessMobile: { label: 'Business Mobile' },
    businessWebsite: { label: 'Business Website' },
    businessTagLine: { label: 'Business Tag Line' },
    businessAddress: { label: 'Business Address' },
  },
  // Reached from an app user's row.
  screens: [{ id: 'businesses', path: '/business/:id', title: 'Businesses', icon: 'office', roles: ALL_STAFF }],
} as const satisfies EntityManifest;
