// A Vite plugin behind `virtual:admin-paths`: every admin screen's path, read
// at build time from the entity manifests (shared/entities) through Vite's
// module runner. client/src/admin/core/adminPaths.ts sits in the entry chunk
// the landing page loads: this way it carries the paths only, not the
// manifests' texts.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const VIRTUAL_ID = 'virtual:admin-paths';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** @param {URL} entitiesDir shared/entities */
export function adminPaths(entitiesDir) {
  const dir = fileURLToPath(entitiesDir);
  return {
    name: 'admin-paths',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of readdirSync(dir)) this.addWatchFile(path.join(dir, file));
      const { module } = await runnerImport(path.join(dir, 'index.ts'), { configFile: false, logLevel: 'error' });
      return `export const SCREEN_PATHS = ${JSON.stringify(module.ALL_SCREENS.map((screen) => screen.path))};\n`;
    },
  };
}
