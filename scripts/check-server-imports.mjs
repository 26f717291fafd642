// The server's layers (docs/architecture.md, 'Server layers'), read from the
// TypeScript sources' own imports in server/src (static, dynamic and
// type-only alike; the spec files beside the code count too, the generated
// Prisma client is only imported). From the ground up:
//   1. config/, generated/: the settings and the generated Prisma client;
//   2. common/: what every layer uses: errors, input rules, logging and the
//      request context, policies and the caller, throttling, GraphQL and
//      HTTP plumbing, the REST envelope and its description (ApiRoute), and
//      the process's one PostgreSQL pool (PG_POOL);
//   3. database/: Prisma over that pool, with the audited adapter that tells
//      every transaction who is writing, and `Tx`;
//   4. jobs/, images/, history/, notifications/, trash/: the services the
//      features stand on;
//   5. the features: every other folder (one per entity or area);
//   6. the app: app.module.ts, app.factory.ts, main.ts, cli/, openapi/ (the
//      REST document, read from every route) and web/ (the client's pages).
// The rules: a file imports only its own layer and the layers below it; no
// import circle of files anywhere; and no circle of folders (images/ ->
// trash/ -> images/, say), even within one layer.
// `npm run check` runs it; `node scripts/check-server-imports.mjs` alone too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCircles, importGraph } from './import-graph.mjs';

/** The layers from the ground up, by the first segment of a path under server/src; what is named nowhere is a feature. */
const SERVER_LAYERS = [
  { name: 'config and generated', parts: ['config', 'generated'] },
  { name: 'common', parts: ['common'] },
  { name: 'database', parts: ['database'] },
  { name: 'services', parts: ['jobs', 'images', 'history', 'notifications', 'trash'] },
  { name: 'features', parts: [] },
  { name: 'app', parts: ['app.module.ts', 'app.factory.ts', 'main.ts', 'cli', 'openapi', 'web'] },
];
const FEATURES = SERVER_LAYERS.findIndex((layer) => layer.name === 'features');

/** Every broken rule under `root` (a server/src folder), as lines to print; empty when all is well. */
export function checkServerImports(root) {
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const graph = importGraph(root, { skip: (file) => file.startsWith('generated/') });
  const inside = (file) => !rel(file).startsWith('../');
  // A folder of server/src, or a file at its top: 'images/', 'main.ts'.
  const part = (file) => {
    const [first, ...rest] = rel(file).split('/');
    return rest.length ? `${first}/` : first;
  };
  const layerOf = (file) => {
    const first = rel(file).split('/')[0];
    const index = SERVER_LAYERS.findIndex((layer) => layer.parts.includes(first));
    return index === -1 ? FEATURES : index;
  };
  const describe = (index) => `${SERVER_LAYERS[index].name} (layer ${index + 1})`;

  const problems = importCircles(graph).map((circle) => `import circle: ${circle.map(rel).join(' <-> ')}`);

  const folders = new Map();
  const ties = new Map();
  for (const [file, targets] of graph) {
    for (const target of targets.filter(inside)) {
      if (layerOf(target) > layerOf(file)) {
        problems.push(
          `${rel(file)} imports ${rel(target)}: ${describe(layerOf(file))} imports only its own layer and those below, not ${describe(layerOf(target))}`,
        );
      }
      const [from, to] = [part(file), part(target)];
      if (!folders.has(from)) folders.set(from, new Set());
      if (from === to) continue;
      folders.get(from).add(to);
      const tie = `${from} ${to}`;
      if (!ties.has(tie)) ties.set(tie, `${rel(file)} -> ${rel(target)}`);
    }
  }
  const folderGraph = new Map([...folders].map(([from, to]) => [from, [...to]]));
  for (const circle of importCircles(folderGraph)) {
    const tied = circle.flatMap((from) => circle.map((to) => ties.get(`${from} ${to}`)).filter((tie) => tie !== undefined));
    problems.push(`folder circle: ${circle.join(' <-> ')} (${tied.join(', ')})`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../server/src', import.meta.url));
  const problems = checkServerImports(root);
  if (problems.length) {
    console.error(`Server import rules broken (docs/architecture.md, 'Server layers'):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    'Server imports: no circles of files or folders; every import runs down the layers (config, common, database, services, features, app).',
  );
}
