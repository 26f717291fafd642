import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A small built client of our own (index.html with the page-meta markers, and
 * `files` under assets/), so server tests need no `npm run build`. Answers the
 * folder to pass as CLIENT_DIR.
 */
export async function writeClientBuild(files: Record<string, string | Buffer>): Promise<string> {
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'poster-admin-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><!--page-meta--><title>x</title><!--/page-meta--><script type="module" src="/assets/main-abc123.js"></script></head><body></body></html>',
  );
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(clientDir, 'assets', name), content);
  return clientDir;
}
