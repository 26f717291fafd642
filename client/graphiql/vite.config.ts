import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The GraphQL IDE (served at /graphql to browsers) is a build of its own, so
// it shares no chunk with the admin or the public site: their pages never
// load a byte of its 1.7 MB editor, and it cannot change how they split.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphiql/',
  plugins: [react()],
  build: {
    outDir: '../../dist/client/graphiql',
    emptyOutDir: true,
    // Monaco's language workers are large by nature; this page is for developers.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      onwarn(warning, warn) {
        // GraphiQL's React Compiler output marks modules "use no memo", a hint for the
        // compiler with no meaning in a bundle; dropping it changes nothing at run time.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use no memo"')) return;
        warn(warning);
      },
    },
  },
});
