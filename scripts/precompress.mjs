// A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside every
// compressible asset of the build, so the server sends them as they are
// (server/src/web/client-pages.ts) instead of compressing on each request.
// node:zlib only: no binary to download. Brotli at its best quality (11) costs
// build time once and saves bytes on every first visit.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts (woff2 is brotli inside) are not. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|ico|ttf|eot)$/;
/** Below this a compressed copy saves less than the bytes of its headers. */
export const MIN_BYTES = 1024;

/** The brotli and gzip encodings of `content`, with the settings the build writes. */
export async function compressBoth(content) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Compresses the files under `dir` (default: the whole output folder) after
 * Vite has written them. A copy is kept only when it is smaller than the file.
 * @param {{ dir?: string }} [options] a folder inside the output folder, like 'assets'
 */
export function precompress({ dir = '.' } = {}) {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir, dir);
    },
    async writeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      // A few at a time: brotli 11 on a large chunk takes a second of one core.
      for (let start = 0; start < files.length; start += 8) {
        await Promise.all(
          files.slice(start, start + 8).map(async (file) => {
            const content = await readFile(file);
            if (content.length < MIN_BYTES) return;
            const { br, gz } = await compressBoth(content);
            if (br.length < content.length) await writeFile(`${file}.br`, br);
            if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
          }),
        );
      }
    },
  };
}
