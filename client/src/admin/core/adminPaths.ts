import { SCREEN_PATHS } from 'virtual:admin-paths';
import { matchPath } from '../../matchPath';

/**
 * Every path the admin answers: /login, /admin, /admin/reset-password (the
 * emailed link's page) and the screens' paths (from
 * the entity manifests; adminPaths.test.ts keeps this list and
 * core/screens.ts the same). A plain list, because main.tsx uses it to tell
 * admin URLs from mistyped public ones: it sits in the entry chunk the
 * landing page loads, where the manifests' texts, titles, icons and roles
 * (let alone the registry's screen loaders) have no place, so the paths are
 * read from the manifests at build time (scripts/admin-paths.mjs). The build
 * writes it to routes.json so the server answers unknown URLs with 404.
 */
export const ADMIN_PATHS: readonly string[] = ['/login', '/admin', '/admin/reset-password', ...SCREEN_PATHS];

export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATHS.some((pattern) => matchPath(pattern, pathname));
}
