import { USER_WRITES } from './app-user.js';
import { type EntityManifest, SUPERADMIN_ONLY } from './manifest.js';

/** A staff member who signs in to the admin (superadmin, admin, employee). */
export const STAFF_USER = {
  model: 'StaffUser',
  key: 'adminUser',
  nouns: ['admin user', 'admin users'],
  label: 'Admin User',
  graphqlType: 'StaffUser',
  unique: ['email'],
  messages: { listFailed: 'Failed to get users', ...USER_WRITES, taken: { email: 'A user with this email already exists' } },
  rest: { path: 'users', tag: 'Staff users', tagDescription: 'Staff users screen (superadmin)' },
  access: { read: SUPERADMIN_ONLY, write: SUPERADMIN_ONLY, delete: SUPERADMIN_ONLY },
  fields: {
    name: { label: 'Name' },
    email: { label: 'Email' },
    passwordHash: { label: 'Password' },
    role: { label: 'Role', values: { superadmin: 'Superadmin', admin: 'Admin', employee: 'Employee' } },
    status: { label: 'Status' },
    mustChangePassword: { label: 'Must change password at next sign-in' },
    passwordResetHash: { label: 'Password reset link' },
    passwordResetExpiresAt: { label: 'Password reset link expires' },
    language: { label: 'Language', values: { en: 'English', gu: 'ગુજરાતી' } },
    gujaratiDigits: { label: 'Gujarati digits' },
  },
  screens: [
    { id: 'adminUsers', path: '/adminusers', title: 'Admin Users', icon: 'id-number', roles: SUPERADMIN_ONLY, menu: { section: 'Master', order: 3 } },
  ],
} as const satisfies EntityManifest;
