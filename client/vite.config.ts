import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { adminIcons } from '../scripts/admin-icons.mjs';
import { adminPaths } from '../scripts/admin-paths.mjs';
import { precompress } from '../scripts/precompress.mjs';
import { routeManifest } from '../scripts/route-manifest.mjs';

// The built client is served by the Nest server (one origin). In `npm run dev`
// Vite proxies the API to the server on PORT (default 3000).
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // routes.json tells the server each public page's title and which URLs exist;
  // virtual:admin-icons holds the SVG paths of the icons the admin and its
  // screens' manifests (shared/entities) name;
  // virtual:admin-paths the screens' paths;
  // every asset gets .br and .gz copies that the server sends as they are.
  plugins: [
    react(),
    routeManifest(new URL('.', import.meta.url)),
    adminIcons(new URL('src/admin', import.meta.url), new URL('../shared/entities', import.meta.url)),
    adminPaths(new URL('../shared/entities', import.meta.url)),
    precompress({ dir: 'assets' }),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each entry and lazy screen needs (bench/bundle.mjs reads it).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/adminapi': apiTarget,
      '/graphql': apiTarget,
      '/uploads': apiTarget,
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Waits inside a test may take 10 s (setup.ts), so a test needs more than vitest's 5 s default.
    testTimeout: 30_000,
    css: false,
  },
});
