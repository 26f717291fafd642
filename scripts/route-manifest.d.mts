import type { Plugin } from 'vite';

export declare const ROUTE_MANIFEST_FILE: string;
export interface RouteManifest {
  appName: string;
  publicPages: Array<{ path: string; title: string; description: string }>;
  notFound: { title: string; description: string };
  adminPaths: string[];
}
export declare function buildRouteManifest(clientRoot: URL): Promise<RouteManifest>;
export declare function routeManifest(clientRoot: URL): Plugin;
