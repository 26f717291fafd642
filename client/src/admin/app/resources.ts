import type { IconName } from '@blueprintjs/core';
import { type ComponentType, createElement, lazy, type LazyExoticComponent } from 'react';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';
import { ALL_STAFF, type StaffRole, SUPERADMIN_AND_ADMIN, SUPERADMIN_ONLY } from '../core/roles';

/**
 * The admin's screens in one place: the routes and the side menus are built
 * from this registry. A new screen adds its entry here (and to the menus
 * below if it has a menu item); an entry without a component shows a
 * 'Coming soon' page until its screen is built.
 */
export interface AdminResource {
  path: string;
  /** Page heading and menu label. */
  title: string;
  icon: IconName;
  /** Spec §2 route table: who may open it; others see 'You do not have access to this page'. */
  roles: readonly StaffRole[];
  component?: LazyExoticComponent<ComponentType>;
}

/**
 * A list screen that is all configuration (shared/resource): the screen and
 * its config file load together, on first visit, like any screen.
 */
export function listScreen<Row extends { id: string }, Values extends Record<string, unknown>, ListData, GalleryData>(
  load: () => Promise<{ default: ResourceConfig<Row, Values, ListData, GalleryData> }>,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [{ ResourceListScreen }, { default: config }] = await Promise.all([import('../shared/resource/ResourceListScreen'), load()]);
    return { default: () => createElement(ResourceListScreen<Row, Values, ListData, GalleryData>, { config }) };
  });
}

export const RESOURCES = {
  dashboard: {
    path: '/dashboard',
    title: 'Dashboard',
    icon: 'dashboard',
    roles: ALL_STAFF,
    component: lazy(() => import('../dashboard/DashboardPage')),
  },
  appUsers: {
    path: '/appusers',
    title: 'App Users',
    icon: 'people',
    roles: SUPERADMIN_ONLY,
    component: lazy(() => import('../app-users/AppUsersPage')),
  },
  adminUsers: {
    path: '/adminusers',
    title: 'Admin Users',
    icon: 'id-number',
    roles: SUPERADMIN_ONLY,
    component: listScreen(() => import('../admin-users/adminUsers.resource')),
  },
  subscribedUsers: {
    path: '/subscribedusers',
    title: 'Subscribed Users',
    icon: 'crown',
    roles: SUPERADMIN_ONLY,
    component: lazy(() => import('../subscribed-users/SubscribedUsersPage')),
  },
  sliders: {
    path: '/sliders',
    title: 'Slider',
    icon: 'media',
    roles: ALL_STAFF,
    component: listScreen(() => import('../sliders/sliders.resource')),
  },
  festivals: {
    path: '/festivals',
    title: 'Festivals',
    icon: 'calendar',
    roles: ALL_STAFF,
    component: lazy(() => import('../festivals/FestivalsPage')),
  },
  greetings: {
    path: '/greetings',
    title: 'Greetings',
    icon: 'envelope',
    roles: ALL_STAFF,
    component: listScreen(() => import('../greetings/greetingCategories.resource')),
  },
  categoryGreetings: {
    path: '/greetings/:id',
    title: 'Greetings',
    icon: 'envelope',
    roles: ALL_STAFF,
    component: lazy(() => import('../greetings/GreetingsPage')),
  },
  categories: {
    path: '/categories',
    title: 'Categories',
    icon: 'folder-close',
    roles: ALL_STAFF,
    component: listScreen(() => import('../categories/categories.resource')),
  },
  subcategories: {
    path: '/subcategories/:id',
    title: 'Subcategories',
    icon: 'folder-open',
    roles: ALL_STAFF,
    component: lazy(() => import('../subcategories/SubcategoriesPage')),
  },
  customCategories: {
    path: '/custom-categories',
    title: 'Custom Categories',
    icon: 'folder-shared',
    roles: ALL_STAFF,
    component: listScreen(() => import('../custom-categories/customCategories.resource')),
  },
  posts: {
    path: '/posts',
    title: 'Posts',
    icon: 'timeline-events',
    roles: ALL_STAFF,
    // FullCalendar lives in this chunk only.
    component: lazy(() => import('../posts/PostsPage')),
  },
  frames: {
    path: '/frames',
    title: 'Frames',
    icon: 'widget',
    roles: ALL_STAFF,
    component: lazy(() => import('../frames/FramesPage')),
  },
  themeSamples: {
    path: '/themesamples',
    title: 'Theme Samples',
    icon: 'style',
    roles: ALL_STAFF,
    component: listScreen(() => import('../theme-samples/themeSamples.resource')),
  },
  businesses: {
    path: '/business/:id',
    title: 'Businesses',
    icon: 'office',
    roles: ALL_STAFF,
    component: lazy(() => import('../businesses/BusinessesPage')),
  },
  subscriptions: {
    path: '/subscriptions',
    title: 'Subscriptions',
    icon: 'credit-card',
    roles: ALL_STAFF,
    component: listScreen(() => import('../subscriptions/subscriptions.resource')),
  },
  reports: {
    path: '/reports',
    title: 'Reports',
    icon: 'chart',
    roles: ALL_STAFF,
    // recharts lives in this chunk only.
    component: lazy(() => import('../reports/ReportsPage')),
  },
  history: {
    path: '/history',
    title: 'History',
    icon: 'history',
    roles: SUPERADMIN_ONLY,
    component: lazy(() => import('../history/HistoryPage')),
  },
  trash: {
    path: '/trash',
    title: 'Trash',
    icon: 'trash',
    roles: SUPERADMIN_AND_ADMIN,
    component: lazy(() => import('../trash/TrashPage')),
  },
} as const satisfies Record<string, AdminResource>;

export type ResourceId = keyof typeof RESOURCES;

export const RESOURCE_LIST: ReadonlyArray<AdminResource & { id: ResourceId }> = (Object.entries(RESOURCES) as Array<[ResourceId, AdminResource]>).map(
  ([id, resource]) => ({ id, ...resource }),
);

export interface MenuSection {
  /** Group heading; the admin and employee menus have none. */
  title?: string;
  items: readonly ResourceId[];
}

/** Spec §2's admin menu, in its order. */
const ADMIN_MENU: readonly ResourceId[] = ['dashboard', 'sliders', 'festivals', 'greetings', 'categories', 'customCategories', 'posts', 'frames'];

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

export function canOpen(resource: Pick<AdminResource, 'roles'>, role: StaffRole): boolean {
  return resource.roles.includes(role);
}

export interface ScreenChoice {
  id: ResourceId;
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
      .filter((id) => canOpen(RESOURCES[id], role))
      .map((id) => {
        const { path, title, icon } = RESOURCES[id];
        return { id, path, title, icon, section: section.title };
      }),
  );
}
