// The import graph of a TypeScript source tree, read from the files' own
// imports (static, dynamic and type-only alike) with the TypeScript API, and
// the circles in it. Shared by the import checks of the client
// (scripts/check-client-imports.mjs) and of the server
// (scripts/check-server-imports.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.d.ts', '/index.ts', '/index.tsx'];
/** NodeNext names a TypeScript file by what it compiles to: './x.js' is x.ts. */
const COMPILED = [
  [/\.js$/, ['.ts', '.tsx']],
  [/\.mjs$/, ['.mts']],
];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const isSourceFile = (candidate) => SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile();

/** The file a relative specifier names, or undefined (a package, a stylesheet, a virtual module). */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const suffix of CANDIDATES) if (isSourceFile(base + suffix)) return base + suffix;
  for (const [compiled, sources] of COMPILED) {
    if (!compiled.test(base)) continue;
    for (const source of sources) if (isSourceFile(base.replace(compiled, source))) return base.replace(compiled, source);
  }
  return undefined;
}

/**
 * Every file's imports of other source files, as a map of file to the files it
 * imports. `skip(relativePath)` leaves files out as importers (generated code,
 * say); imports of them are still edges.
 */
export function importGraph(root, { skip = () => false } = {}) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    if (skip(path.relative(root, file).split(path.sep).join('/'))) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((imported) => resolveImport(file, imported.fileName)).filter((target) => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Circles of imports: the strongly connected components of more than one node, or a node importing itself (Tarjan). */
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
