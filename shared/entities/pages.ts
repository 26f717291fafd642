import { ALL_STAFF, type ScreenManifest, SUPERADMIN_ONLY } from './manifest.js';

/** The admin's screens that are not one entity's: they gather or watch many. */
export const PAGES = [
  {
    id: 'dashboard',
    path: '/dashboard',
    title: 'Dashboard',
    icon: 'dashboard',
    roles: ALL_STAFF,
    menu: { section: 'Master', order: 1, flatOrder: 0 },
  },
  { id: 'reports', path: '/reports', title: 'Reports', icon: 'chart', roles: ALL_STAFF, menu: { section: 'Master', order: 6, flatOrder: 11 } },
  { id: 'history', path: '/history', title: 'History', icon: 'history', roles: SUPERADMIN_ONLY, menu: { section: 'Master', order: 7 } },
  // Everyone who deletes has a Trash; an employee's lists only what they deleted (issue 28.3).
  { id: 'trash', path: '/trash', title: 'Trash', icon: 'trash', roles: ALL_STAFF, menu: { section: 'Master', order: 8, flatOrder: 12 } },
] as const satisfies readonly ScreenManifest[];
