// The client's import rules (docs/architecture.md, 'Client'), read from the
// TypeScript sources' own imports (static, dynamic and type-only alike):
// - no import circle anywhere in client/src;
// - only the registry and routes (admin/app/), admin/AdminApp.tsx and the
//   test support import admin/app/: it lazily imports every screen, so a
//   screen or a service importing it back would close a circle through a
//   lazy import, which a bundler does not report;
// - admin/core/ (the services screens stand on) imports nothing of the admin
//   outside core/, and admin/shared/ (the pieces screens are built from)
//   nothing but shared/ and core/, so arrows run one way:
//   app -> screens -> shared -> core.
// `npm run check` runs it; `node scripts/check-client-imports.mjs` alone too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.d.ts', '/index.ts', '/index.tsx'];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The file a relative specifier names, or undefined (a package, a stylesheet, a virtual module). */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Every file's imports of other source files, as a map of file to the files it imports. */
export function importGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((imported) => resolveImport(file, imported.fileName)).filter((target) => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Circles of imports: the strongly connected components of more than one file, or a file importing itself (Tarjan). */
export function importCircles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const circles = [];
  let counter = 0;
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/** Every broken rule under `root` (a client/src folder), as lines to print; empty when all is well. */
export function checkClientImports(root) {
  const graph = importGraph(root);
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const problems = importCircles(graph).map((circle) => `import circle: ${circle.map(rel).join(' <-> ')}`);
  const inside = (file, folder) => rel(file).startsWith(`${folder}/`);
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const mayImportApp = inside(file, 'admin/app') || rel(file) === 'admin/AdminApp.tsx' || inside(file, 'admin/test-support');
      if (inside(target, 'admin/app') && !mayImportApp) {
        problems.push(
          `${rel(file)} imports ${rel(target)}: only admin/app/, admin/AdminApp.tsx and the test support may import admin/app/ (the registry and routes)`,
        );
      }
      if (inside(file, 'admin/core') && inside(target, 'admin') && !inside(target, 'admin/core')) {
        problems.push(`${rel(file)} imports ${rel(target)}: admin/core/ imports nothing of the admin outside core/`);
      }
      // A shared piece's test may use a screen's operations as its example.
      const isTest = /\.test\.tsx?$/.test(file);
      if (inside(file, 'admin/shared') && !isTest && inside(target, 'admin') && !inside(target, 'admin/shared') && !inside(target, 'admin/core')) {
        problems.push(`${rel(file)} imports ${rel(target)}: admin/shared/ imports only shared/ and core/`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../client/src', import.meta.url));
  const problems = checkClientImports(root);
  if (problems.length) {
    console.error(`Client import rules broken (docs/architecture.md, 'Client'):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Client imports: no circles; only the routes import admin/app/; admin/core/ and admin/shared/ import nothing above them.');
}
