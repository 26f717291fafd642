import { matchPath } from 'react-router';
import { RESOURCE_LIST } from './resources';

/**
 * Every path the admin answers, from the registry (its screens load lazily,
 * so importing this does not pull the admin bundle in). main.tsx uses it to
 * tell admin URLs from mistyped public ones, and the build writes it to
 * routes.json so the server answers unknown URLs with 404.
 */
export const ADMIN_PATHS: readonly string[] = ['/login', '/admin', ...RESOURCE_LIST.map((resource) => resource.path)];

export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATHS.some((pattern) => matchPath(pattern, pathname));
}
