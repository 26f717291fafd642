import type { OperationVariables } from '@apollo/client';
import { type ComponentType, createElement, lazy, type LazyExoticComponent } from 'react';
import { type AdminScreen, type ScreenId, SCREEN_LIST } from '../core/screens';
import type { ResourceConfig } from '../shared/resource/ResourceListScreen';

/**
 * The registry: each screen of core/screens.ts with the component that draws
 * it, loaded on first visit; the routes are built from it. A new screen adds
 * its data (and menu place) to its entity's manifest (shared/entities) and
 * either a `<screen id>.resource.tsx` config in its folder, found here by its
 * name, or its page to PAGE_COMPONENTS; a screen without a component shows a 'Coming soon'
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

/**
 * The list screens that are all configuration, found by their file:
 * `<screen id>.resource.tsx` in the screen's folder (sliders/sliders.resource.tsx
 * draws the screen 'sliders'), so such a screen needs no line here.
 */
export const CONFIG_FILES = import.meta.glob<ConfigModule>('../*/*.resource.tsx');
type ConfigModule = Awaited<ReturnType<Parameters<typeof listScreen>[0]>>;

/** The screen id a config file draws: its name before `.resource.tsx`. */
export const configScreenId = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.resource.tsx'.length);

/** The screens with a page of their own. */
export const PAGE_COMPONENTS: Partial<Record<ScreenId, LazyExoticComponent<ComponentType>>> = {
  dashboard: lazy(() => import('../dashboard/DashboardPage')),
  // FullCalendar lives in this chunk only.
  posts: lazy(() => import('../posts/PostsPage')),
  frames: lazy(() => import('../frames/FramesPage')),
  // recharts lives in this chunk only.
  reports: lazy(() => import('../reports/ReportsPage')),
};

export const SCREEN_COMPONENTS: Partial<Record<ScreenId, LazyExoticComponent<ComponentType>>> = {
  ...Object.fromEntries(Object.entries(CONFIG_FILES).map(([file, load]) => [configScreenId(file), listScreen(load)])),
  ...PAGE_COMPONENTS,
};

export const RESOURCE_LIST: readonly AdminResource[] = SCREEN_LIST.map((screen) => ({ ...screen, component: SCREEN_COMPONENTS[screen.id] }));
