import type { Request } from 'express';

interface RouteLayer {
  route?: { methods: Record<string, boolean> };
  match: (path: string) => boolean;
}

/**
 * The methods the app's routes answer on this request's path (with HEAD
 * beside GET), read from Express's router: empty when no route has the path.
 * An unknown method on a known path is then a 405 with `Allow`, not a 404.
 */
export function allowedMethods(request: Request): string[] {
  const app = request.app as unknown as { router?: { stack: RouteLayer[] } };
  const methods = new Set<string>();
  for (const layer of app.router?.stack ?? []) {
    if (!layer.route || !layer.match(request.path)) continue;
    for (const [method, enabled] of Object.entries(layer.route.methods)) {
      if (enabled && method !== '_all') methods.add(method.toUpperCase());
    }
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}
