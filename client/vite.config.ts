import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { routeManifest } from '../scripts/route-manifest.mjs';

// The built client is served by the Nest server (one origin). In `npm run dev`
// Vite proxies the API to the server on PORT (default 3000).
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // routes.json tells the server each public page's title and which URLs exist.
  plugins: [react(), routeManifest(new URL('.', import.meta.url))],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    rollupOptions: {
      // The GraphQL IDE is a page of its own (served at /graphql to browsers),
      // so its 1.7 MB of editor never reaches the admin or the public site.
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('graphiql/index.html', import.meta.url)),
      },
    },
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
    css: false,
  },
});
