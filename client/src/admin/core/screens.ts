import type { IconName } from '@blueprintjs/core';
import { ALL_STAFF, type StaffRole, SUPERADMIN_AND_ADMIN, SUPERADMIN_ONLY } from './roles';

/**
 * The admin's screens as data: path, title, icon and who may open them. The
 * side menu, the command palette and links between screens read this; the
 * registry (app/resources.ts) gives each screen its lazily loaded component
 * and builds the routes. Kept apart so a screen can link to another without
 * importing the registry, which imports every screen.
 */
export interface AdminScreen {
  path: string;
  /** Page heading and menu label. */
  title: string;
  icon: IconName;
  /** Spec §2 route table: who may open it; others see 'You do not have access to this page'. */
  roles: readonly StaffRole[];
}

export const SCREENS = {
  dashboard: { path: '/dashboard', title: 'Dashboard', icon: 'dashboard', roles: ALL_STAFF },
  appUsers: { path: '/appusers', title: 'App Users', icon: 'people', roles: SUPERADMIN_ONLY },
  adminUsers: { path: '/adminusers', title: 'Admin Users', icon: 'id-number', roles: SUPERADMIN_ONLY },
  subscribedUsers: { path: '/subscribedusers', title: 'Subscribed Users', icon: 'crown', roles: SUPERADMIN_ONLY },
  sliders: { path: '/sliders', title: 'Slider', icon: 'media', roles: ALL_STAFF },
  festivals: { path: '/festivals', title: 'Festivals', icon: 'calendar', roles: ALL_STAFF },
  greetings: { path: '/greetings', title: 'Greetings', icon: 'envelope', roles: ALL_STAFF },
  categoryGreetings: { path: '/greetings/:id', title: 'Greetings', icon: 'envelope', roles: ALL_STAFF },
  categories: { path: '/categories', title: 'Categories', icon: 'folder-close', roles: ALL_STAFF },
  subcategories: { path: '/subcategories/:id', title: 'Subcategories', icon: 'folder-open', roles: ALL_STAFF },
  customCategories: { path: '/custom-categories', title: 'Custom Categories', icon: 'folder-shared', roles: ALL_STAFF },
  posts: { path: '/posts', title: 'Posts', icon: 'timeline-events', roles: ALL_STAFF },
  frames: { path: '/frames', title: 'Frames', icon: 'widget', roles: ALL_STAFF },
  themeSamples: { path: '/themesamples', title: 'Theme Samples', icon: 'style', roles: ALL_STAFF },
  businesses: { path: '/business/:id', title: 'Businesses', icon: 'office', roles: ALL_STAFF },
  subscriptions: { path: '/subscriptions', title: 'Subscriptions', icon: 'credit-card', roles: ALL_STAFF },
  reports: { path: '/reports', title: 'Reports', icon: 'chart', roles: ALL_STAFF },
  history: { path: '/history', title: 'History', icon: 'history', roles: SUPERADMIN_ONLY },
  trash: { path: '/trash', title: 'Trash', icon: 'trash', roles: SUPERADMIN_AND_ADMIN },
} as const satisfies Record<string, AdminScreen>;

export type ScreenId = keyof typeof SCREENS;

export const SCREEN_LIST: ReadonlyArray<AdminScreen & { id: ScreenId }> = (Object.entries(SCREENS) as Array<[ScreenId, AdminScreen]>).map(
  ([id, screen]) => ({ id, ...screen }),
);

export interface MenuSection {
  /** Group heading; the admin and employee menus have none. */
  title?: string;
  items: readonly ScreenId[];
}

/** Spec §2's admin menu, in its order. */
const ADMIN_MENU: readonly ScreenId[] = ['dashboard', 'sliders', 'festivals', 'greetings', 'categories', 'customCategories', 'posts', 'frames'];

/**
 * Spec §2 'Side menu by role', then every other screen the role may open
 * (issue 6: a screen a role may open must be reachable from its menu). The
 * spec's items come first in the spec's order; the screens it leaves out
 * follow. Screens of one record (subcategories, a category's greetings,
 * businesses) are reached from their parent's row, not from the menu.
 */
export const SIDE_MENUS: Record<StaffRole, readonly MenuSection[]> = {
  superadmin: [
    {
      title: 'Master',
      items: ['dashboard', 'appUsers', 'adminUsers', 'subscribedUsers', 'subscriptions', 'reports', 'history', 'trash'],
    },
    {
      title: 'Content',
      items: ['sliders', 'festivals', 'greetings', 'categories', 'posts', 'customCategories', 'frames', 'themeSamples'],
    },
  ],
  admin: [{ items: [...ADMIN_MENU, 'themeSamples', 'subscriptions', 'reports', 'trash'] }],
  employee: [{ items: [...ADMIN_MENU, 'themeSamples', 'subscriptions', 'reports'] }],
};

export function canOpen(screen: Pick<AdminScreen, 'roles'>, role: StaffRole): boolean {
  return screen.roles.includes(role);
}

export interface ScreenChoice {
  id: ScreenId;
  path: string;
  title: string;
  icon: IconName;
  /** The side menu section it sits in, if the menu has sections. */
  section?: string;
}

/**
 * The screens the command palette offers a role: its side menu, in the
 * menu's order, which holds every screen the role may open apart from the
 * screens of one record (they need the record's id).
 */
export function screensFor(role: StaffRole): ScreenChoice[] {
  return SIDE_MENUS[role].flatMap((section) =>
    section.items
      .filter((id) => canOpen(SCREENS[id], role))
      .map((id) => {
        const { path, title, icon } = SCREENS[id];
        return { id, path, title, icon, section: section.title };
      }),
  );
}
