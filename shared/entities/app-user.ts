import { USER_TYPE_LABELS } from '../user-types.js';
import { type EntityManifest, SUPERADMIN_ONLY } from './manifest.js';

/** Staff and app users share the spec's 'User …' texts. */
export const USER_WRITES = {
  created: 'User created successfully',
  createFailed: 'Failed to create user',
  updated: 'User updated successfully',
  updateFailed: 'Failed to update user',
  deleted: 'User deleted successfully',
  deleteFailed: 'Failed to delete user',
  notFound: 'User not found',
} as const;

/** A user of the mobile app: business owner, panchayat or election candidate. */
export const APP_USER = {
  model: 'AppUser',
  key: 'appUser',
  nouns: ['app user', 'app users'],
  label: 'App User',
  graphqlType: 'AppUser',
  unique: ['mobile'],
  messages: { ...USER_WRITES, taken: { mobile: 'A user with this mobile number already exists' } },
  rest: { path: 'users', tag: 'App users', tagDescription: 'App users screen (superadmin): list, export, details and profiles' },
  access: { read: SUPERADMIN_ONLY, write: SUPERADMIN_ONLY, delete: SUPERADMIN_ONLY },
  trash: {
    kind: 'app_user',
    label: 'App user',
    description: 'An app user (with their businesses and profiles)',
    name: (row) => `${String(row.name)} (${String(row.mobile)})`,
  },
  // As the Edit User form and the App Users table label them.
  fields: {
    name: { label: 'Name' },
    mobile: { label: 'Mobile Number' },
    pinHash: { label: 'Pin Number' },
    occupation: { label: 'Occupation' },
    status: { label: 'Status' },
    userType: { label: 'User Type', values: USER_TYPE_LABELS },
    downloadLimit: { label: 'Download Limit' },
    village: { label: 'Village' },
    taluka: { label: 'Taluka' },
    district: { label: 'District' },
    profileData: { label: 'Profile' },
    subscriptionId: { label: 'Subscribed plan name' },
    subscriptionStartDate: { label: 'Subscription start date' },
    subscriptionEndDate: { label: 'Subscription end date' },
  },
  screens: [
    { id: 'appUsers', path: '/appusers', title: 'App Users', icon: 'people', roles: SUPERADMIN_ONLY, menu: { section: 'Master', order: 2 } },
    {
      id: 'subscribedUsers',
      path: '/subscribedusers',
      title: 'Subscribed Users',
      icon: 'crown',
      roles: SUPERADMIN_ONLY,
      menu: { section: 'Master', order: 4 },
    },
  ],
} as const satisfies EntityManifest;
