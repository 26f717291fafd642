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
// The graph and its circles come from scripts/import-graph.mjs, which the
// server's check (scripts/check-server-imports.mjs) reads too.
// `npm run check` runs it; `node scripts/check-client-imports.mjs` alone too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCircles, importGraph } from './import-graph.mjs';

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
