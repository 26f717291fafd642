// A Vite plugin that writes dist/client/routes.json: the public pages with
// their titles and descriptions, and the admin's paths from its registry. The
// server reads it to put each page's title in the HTML it sends and to answer
// unknown URLs with 404 (server/src/web/client-pages.ts). The client's own
// modules are the source, loaded through Vite's module runner (their screens
// are lazy imports, so nothing of the admin bundle runs here).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { adminPaths } from './admin-paths.mjs';

export const ROUTE_MANIFEST_FILE = 'routes.json';

async function load(clientRoot, file) {
  const { module } = await runnerImport(fileURLToPath(new URL(file, clientRoot)), {
    configFile: false,
    root: fileURLToPath(clientRoot),
    plugins: [adminPaths(new URL('../shared/entities', clientRoot))],
    logLevel: 'error',
  });
  return module;
}

/** @param {URL} clientRoot the client folder (where index.html is) */
export async function buildRouteManifest(clientRoot) {
  const [{ PUBLIC_PAGE_META, NOT_FOUND_META }, { APP_NAME }, { ADMIN_PATHS }] = await Promise.all([
    load(clientRoot, 'src/public/pageMeta.ts'),
    load(clientRoot, 'src/public/site.ts'),
    load(clientRoot, 'src/admin/core/adminPaths.ts'),
  ]);
  return {
    appName: APP_NAME,
    publicPages: Object.entries(PUBLIC_PAGE_META).map(([path, meta]) => ({ path, ...meta })),
    notFound: NOT_FOUND_META,
    adminPaths: ADMIN_PATHS,
  };
}

/** @param {URL} clientRoot */
export function routeManifest(clientRoot) {
  return {
    name: 'route-manifest',
    apply: 'build',
    async generateBundle() {
      const manifest = await buildRouteManifest(clientRoot);
      this.emitFile({ type: 'asset', fileName: ROUTE_MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
