// A Vite plugin behind `virtual:admin-icons`: the SVG paths (16 and 20 px) of
// exactly the Blueprint icons the admin names, for client/src/admin/core/icons.ts
// to register. The names are found by reading the admin's source and the
// entity manifests (shared/entities, which name each screen's icon): every string
// literal that is a Blueprint icon name ('edit', "folder-open") and every
// `IconNames.X`. A word that happens to be an icon name ('select', 'time')
// adds a few hundred bytes; a missed icon still shows, through Blueprint's
// own loader (icons.ts), and logs an error. Blueprint's full path sets (about
// 300 KB per size) and its icon font are thereby never loaded.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const VIRTUAL_ID = 'virtual:admin-icons';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const SIZES = [16, 20];

/** Icons Blueprint's own components ask for by name (PanelStack's back button, EntityTitle while loading, TimezoneSelect). */
const BLUEPRINT_OWN = ['chevron-left', 'square', 'caret-down'];

function pathsDir(size) {
  const require = createRequire(import.meta.url);
  const iconsRoot = path.dirname(require.resolve('@blueprintjs/icons/package.json'));
  return path.join(iconsRoot, 'lib', 'esm', 'generated', `${size}px`, 'paths');
}

/** Every icon name Blueprint knows, from its generated path modules. */
export function blueprintIconNames() {
  return new Set(
    readdirSync(pathsDir(16))
      .filter((file) => file.endsWith('.js') && file !== 'index.js')
      .map((file) => file.slice(0, -'.js'.length)),
  );
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The icon names used in the .ts/.tsx files under the `sourceDirs` (tests excluded), sorted. */
export function findIconNames(...sourceDirs) {
  const known = blueprintIconNames();
  const found = new Set(BLUEPRINT_OWN);
  for (const file of sourceDirs.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const [, , word] of text.matchAll(/(['"`])([a-z0-9]+(?:-[a-z0-9]+)*)\1/g)) {
      if (known.has(word)) found.add(word);
    }
    for (const [, constant] of text.matchAll(/IconNames\.([A-Z0-9_]+)/g)) {
      const name = constant.toLowerCase().replace(/_/g, '-');
      if (known.has(name)) found.add(name);
    }
  }
  return [...found].sort();
}

function moduleSource(names) {
  const imports = [];
  const tables = SIZES.map((size) => {
    const entries = names.map((name, index) => {
      const local = `p${size}_${index}`;
      imports.push(`import ${local} from ${JSON.stringify(path.join(pathsDir(size), `${name}.js`))};`);
      return `  ${JSON.stringify(name)}: ${local},`;
    });
    return `  ${size}: {\n${entries.join('\n')}\n  },`;
  });
  return `${imports.join('\n')}\nexport const ICON_PATHS = {\n${tables.join('\n')}\n};\n`;
}

/** @param {URL[]} sourceDirs the folders whose files name the icons (client/src/admin, shared/entities) */
export function adminIcons(...sourceDirs) {
  const dirs = sourceDirs.map((sourceDir) => fileURLToPath(sourceDir));
  let names = [];
  return {
    name: 'admin-icons',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      names = findIconNames(...dirs);
      for (const size of SIZES) {
        for (const name of names) {
          if (!existsSync(path.join(pathsDir(size), `${name}.js`))) this.error(`Blueprint has no ${size}px paths for '${name}'`);
        }
      }
      return moduleSource(names);
    },
    // In the dev server, a file that starts using a new icon reloads the page with it registered.
    handleHotUpdate({ file, server }) {
      if (!dirs.some((dir) => file.startsWith(dir)) || !/\.(ts|tsx)$/.test(file)) return;
      const now = findIconNames(...dirs);
      if (now.join() === names.join()) return;
      const module = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (module) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
