#!/usr/bin/env node
// The client bundle against its budgets, from the last build (npm run
// bench:bundle builds first). Exits 1 when a budget is exceeded, so it can
// serve as a check.
//
// Method. Vite writes dist/client/.vite/manifest.json (build.manifest): for
// each chunk its file, its CSS, its static imports (which Vite's preload
// helper fetches together with the chunk) and its dynamic imports (fetched
// only when the code runs them). What a browser fetches to show a page is the
// static-import closure of index.html's entry (its script, modulepreloads and
// CSS) plus the closure of each lazy module the page needs:
//   - admin, first load after sign-in: the entry, src/admin/AdminApp.tsx (the
//     shell, session, Apollo, Blueprint, the icons the admin uses), and the
//     two screens a staff member lands on, src/admin/dashboard/DashboardPage.tsx
//     and the categories list, a resource screen: src/admin/categories/categories.resource.tsx
//     with src/admin/shared/resource/ResourceListScreen.tsx (the union of all,
//     so either route is covered). Other screens, the login page and dialogs that load
//     on a click are lazy and not counted;
//   - landing page: the entry, src/public/PublicSite.tsx and
//     src/public/pages/LandingPage.tsx.
// Each file is compressed here with the settings of the build's .br/.gz copies
// (scripts/precompress.mjs: brotli 11, gzip 9) and the sizes are summed. Fonts
// and images are not JS or CSS and are listed apart (woff2 is compressed already;
// the browser fetches a face only when text needs its weight and range).
// Budgets hold for brotli, the encoding every current browser accepts over
// HTTPS; the gzip figures (browsers over plain HTTP, old clients) are printed
// beside them with their own verdict, for information, and do not fail.
// The largest chunk is the largest JS or CSS file in dist/client/assets, raw.
// The GraphQL IDE (dist/client/graphiql) is a developers' page of its own and
// is not counted.
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { compressBoth } from '../scripts/precompress.mjs';

const CLIENT_DIR = process.env.CLIENT_DIR ?? 'dist/client';
const KB = 1000;
const BUDGET = {
  adminFirstLoad: 350 * KB,
  largestChunk: 500 * KB,
  landing: 80 * KB,
};
const ADMIN_MODULES = [
  'src/admin/AdminApp.tsx',
  'src/admin/dashboard/DashboardPage.tsx',
  'src/admin/categories/categories.resource.tsx',
  // A chunk shared by every list screen: no source file of its own in the manifest, so named by its chunk.
  'chunk:ResourceListScreen',
];
const LANDING_MODULES = ['src/public/PublicSite.tsx', 'src/public/pages/LandingPage.tsx'];

const manifest = JSON.parse(await readFile(path.join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The files fetched with a manifest chunk: itself, its CSS, its static imports' closure, and (apart) their assets. */
function closure(keys) {
  const code = new Set();
  const assets = new Set();
  const visit = (wanted) => {
    const key = wanted.startsWith('chunk:') ? Object.keys(manifest).find((name) => name.startsWith(`_${wanted.slice('chunk:'.length)}-`)) : wanted;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${wanted} is not in the build's manifest (was it renamed?)`);
    if (code.has(chunk.file)) return;
    code.add(chunk.file);
    for (const css of chunk.css ?? []) code.add(css);
    for (const asset of chunk.assets ?? []) assets.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { code: [...code], assets: [...assets] };
}

const sizeCache = new Map();
async function sizes(file) {
  if (!sizeCache.has(file)) {
    const content = await readFile(path.join(CLIENT_DIR, file));
    const { br, gz } = await compressBoth(content);
    sizeCache.set(file, { raw: content.length, br: br.length, gz: gz.length });
  }
  return sizeCache.get(file);
}

async function measure(keys) {
  const { code, assets } = closure([entryKey, ...keys]);
  const files = await Promise.all(code.map(async (file) => ({ file, ...(await sizes(file)) })));
  files.sort((a, b) => b.br - a.br);
  const total = (field) => files.reduce((sum, file) => sum + file[field], 0);
  const fonts = await Promise.all(
    assets.filter((asset) => /\.woff2$/.test(asset)).map(async (file) => ({ file, raw: (await stat(path.join(CLIENT_DIR, file))).size })),
  );
  return { files, raw: total('raw'), br: total('br'), gz: total('gz'), fonts };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const verdict = (value, budget) => (value <= budget ? `within ${kb(budget)}` : `OVER ${kb(budget)}`);

function printLoad(title, load, budget) {
  console.log(`\n${title}: ${kb(load.br)} brotli — ${verdict(load.br, budget)}`);
  console.log(`  ${kb(load.gz)} gzip (${verdict(load.gz, budget)}, not a budget), ${kb(load.raw)} raw, ${load.files.length} files:`);
  for (const file of load.files) {
    console.log(`  ${kb(file.br).padStart(9)} br ${kb(file.gz).padStart(9)} gz ${kb(file.raw).padStart(9)} raw  ${file.file}`);
  }
  if (load.fonts.length > 0) {
    console.log(
      `  fonts its CSS may load (woff2, not counted): ${load.fonts.length} faces, ${kb(load.fonts.reduce((sum, font) => sum + font.raw, 0))} in all`,
    );
  }
}

const admin = await measure(ADMIN_MODULES);
const landing = await measure(LANDING_MODULES);

const assetFiles = (await readdir(path.join(CLIENT_DIR, 'assets'))).filter((file) => /\.(js|css)$/.test(file));
const chunkSizes = await Promise.all(assetFiles.map(async (file) => ({ file, raw: (await stat(path.join(CLIENT_DIR, 'assets', file))).size })));
chunkSizes.sort((a, b) => b.raw - a.raw);
const largest = chunkSizes[0];

console.log(`Client bundle (${CLIENT_DIR}, ${assetFiles.length} JS and CSS files)`);
printLoad(`Admin first load (entry + ${ADMIN_MODULES.map((key) => path.basename(key, '.tsx')).join(' + ')})`, admin, BUDGET.adminFirstLoad);
printLoad('Landing page (entry + PublicSite + LandingPage)', landing, BUDGET.landing);
console.log(`\nLargest chunk: ${largest.file}, ${kb(largest.raw)} raw — ${verdict(largest.raw, BUDGET.largestChunk)}`);
console.log(
  `Next largest: ${chunkSizes
    .slice(1, 4)
    .map((chunk) => `${chunk.file} ${kb(chunk.raw)}`)
    .join(', ')}`,
);

const failures = [
  admin.br > BUDGET.adminFirstLoad && 'admin first load',
  landing.br > BUDGET.landing && 'landing page',
  largest.raw > BUDGET.largestChunk && 'largest chunk',
].filter(Boolean);
console.log(failures.length === 0 ? '\nAll within budget.' : `\nOver budget: ${failures.join(', ')}.`);
process.exitCode = failures.length === 0 ? 0 : 1;
