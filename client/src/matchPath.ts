/**
 * Whether a URL path matches a route pattern the way React Router's matchPath
 * does for our routes: any case, an optional trailing slash, ':name' for one
 * segment (the server's pathPattern in web/client-pages.ts is the same rule).
 * Kept apart from React Router so the entry and the public site do not load it.
 */
export function matchPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  // A double slash or more than one trailing slash is a different path.
  if (!/^\/(?:[^/]+(?:\/[^/]+)*\/?)?$/.test(pathname)) return false;
  return want.length === have.length && want.every((part, index) => (part.startsWith(':') ? true : part.toLowerCase() === have[index].toLowerCase()));
}
