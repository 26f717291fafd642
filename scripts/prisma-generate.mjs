// `prisma generate` without network: the CLI looks for its native schema
// engine before every command, but generate does not use it; naming any
// existing file stops the download attempt.
//
// Then one change to what it generates (readQueryCompilerWasm below).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageJson = fileURLToPath(new URL('../package.json', import.meta.url));
const result = spawnSync('npx', ['prisma', 'generate', '--no-hints'], {
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? packageJson },
});
if (result.status !== 0) process.exit(result.status ?? 1);

/**
 * The client loads its query compiler (wasm, 1.6 MB) by importing a module
 * that exports it as one base64 string. A module is never unloaded, so its
 * 2.2 MB of source text and the 2.2 MB string it made stayed in the heap for
 * the process's life, read once at the first query. The generated loader now
 * reads that same file as text, decodes it and lets both strings go: 4.4 MB
 * less at idle (docs/performance.md, 'Memory'). If a Prisma upgrade changes
 * the generated loader, this fails here rather than leave it unchanged.
 */
function readQueryCompilerWasm() {
  const file = fileURLToPath(new URL('../server/src/generated/prisma/internal/class.ts', import.meta.url));
  const source = readFileSync(file, 'utf8');
  const imported =
    /const \{ wasm \} = await import\(("@prisma\/client\/runtime\/[\w.]+\.wasm-base64\.mjs")\)\n(\s*)return await decodeBase64AsWasm\(wasm\)/;
  const found = imported.exec(source);
  if (!found) {
    console.error(`scripts/prisma-generate.mjs: the query compiler's loader in ${file} is not the one it rewrites; see readQueryCompilerWasm there.`);
    process.exit(1);
  }
  const [, specifier, indent] = found;
  const read = [
    `// Read as text, not imported: an imported module's source and string stay in the heap for good (scripts/prisma-generate.mjs).`,
    `const { readFile } = await import('node:fs/promises')`,
    `const { createRequire } = await import('node:module')`,
    `const text = await readFile(createRequire(import.meta.url).resolve(${specifier}), 'latin1')`,
    `return await decodeBase64AsWasm(text.slice(text.indexOf('"') + 1, text.lastIndexOf('"')))`,
  ].join(`\n${indent}`);
  writeFileSync(file, source.replace(imported, read));
}

readQueryCompilerWasm();
