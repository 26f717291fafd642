import { matchPath } from '../../matchPath';

/**
 * Every path the admin answers: /login, /admin and the screens' paths
 * (core/screens.ts; adminPaths.test.ts keeps the two lists the same). A plain
 * list, because main.tsx uses it to tell admin URLs from mistyped public ones:
 * it sits in the entry chunk the landing page loads, where the screens'
 * titles, icons and roles (let alone the registry's screen loaders) have no
 * place. The build writes it to routes.json so the server answers unknown
 * URLs with 404.
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
