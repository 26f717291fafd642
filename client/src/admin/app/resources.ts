import type { OperationVariables } from '@apollo/client';
import { type ComponentType, createElement, lazy, type LazyExoticComponent } from 'react';
import { type AdminScreen, type ScreenId, SCREEN_LIST } from '../core/screens';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';

/**
 * The registry: each screen of core/screens.ts with the component that draws
 * it, loaded on first visit; the routes are built from it. A new screen adds
 * its data to core/screens.ts (and to the menus there if it has a menu item)
 * and its component here; a screen without a component shows a 'Coming soon'
 * page until it is built. Only the routes import this file: it imports every
 * screen, so a screen importing it back would close a circle.
 */
export interface AdminResource extends AdminScreen {
  id: ScreenId;
  component?: LazyExoticComponent<ComponentType>;
}

/**
 * A list screen that is all configuration (shared/resource): the screen and
 * its config file load together, on first visit, like any screen.
 */
export function listScreen<
  Row extends { id: string },
  Values extends Record<string, unknown>,
  ListData,
  GalleryData,
  ListVars extends OperationVariables,
>(load: () => Promise<{ default: ResourceConfig<Row, Values, ListData, GalleryData, ListVars> }>): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [{ ResourceListScreen }, { default: config }] = await Promise.all([import('../shared/resource/ResourceListScreen'), load()]);
    return { default: () => createElement(ResourceListScreen<Row, Values, ListData, GalleryData, ListVars>, { config }) };
  });
}

export const SCREEN_COMPONENTS: Partial<Record<ScreenId, LazyExoticComponent<ComponentType>>> = {
  dashboard: lazy(() => import('../dashboard/DashboardPage')),
  appUsers: listScreen(() => import('../app-users/appUsers.resource')),
  adminUsers: listScreen(() => import('../admin-users/adminUsers.resource')),
  subscribedUsers: listScreen(() => import('../subscribed-users/subscribedUsers.resource')),
  sliders: listScreen(() => import('../sliders/sliders.resource')),
  festivals: listScreen(() => import('../festivals/festivals.resource')),
  greetings: listScreen(() => import('../greetings/greetingCategories.resource')),
  categoryGreetings: listScreen(() => import('../greetings/greetings.resource')),
  categories: listScreen(() => import('../categories/categories.resource')),
  subcategories: listScreen(() => import('../subcategories/subcategories.resource')),
  customCategories: listScreen(() => import('../custom-categories/customCategories.resource')),
  // FullCalendar lives in this chunk only.
  posts: lazy(() => import('../posts/PostsPage')),
  frames: lazy(() => import('../frames/FramesPage')),
  themeSamples: listScreen(() => import('../theme-samples/themeSamples.resource')),
  businesses: listScreen(() => import('../businesses/businesses.resource')),
  subscriptions: listScreen(() => import('../subscriptions/subscriptions.resource')),
  // recharts lives in this chunk only.
  reports: lazy(() => import('../reports/ReportsPage')),
  history: listScreen(() => import('../history/history.resource')),
  trash: listScreen(() => import('../trash/trash.resource')),
};

export const RESOURCE_LIST: readonly AdminResource[] = SCREEN_LIST.map((screen) => ({ ...screen, component: SCREEN_COMPONENTS[screen.id] }));
