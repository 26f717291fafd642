import { matchPath } from '../../matchPath';

/**
 * Every path the admin answers: /login, /admin and the registry's screens
 * (resources.ts; adminPaths.test.ts keeps the two lists the same). A plain
 * list, not read from the registry, because main.tsx uses it to tell admin
 * URLs from mistyped public ones: the registry's lazy screen imports would
 * put their loaders in the entry chunk, which the landing page loads. The
 * build writes it to routes.json so the server answers unknown URLs with 404.
 */
export const ADMIN_PATHS: readonly string[] = [
  '/login',
  '/admin',
  '/dashboard',
  '/appusers',
  '/adminusers',
  '/subscribedusers',
  '/sliders',
  '/festivals',
  '/greetings',
  '/greetings/:id',
  '/categories',
  '/subcategories/:id',
  '/custom-categories',
  '/posts',
  '/frames',
  '/themesamples',
  '/business/:id',
  '/subscriptions',
  '/reports',
  '/history',
  '/trash',
];

export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATHS.some((pattern) => matchPath(pattern, pathname));
}
