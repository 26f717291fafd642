import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { projectRoot } from '../../config/app-config.js';

/**
 * Where a worker thread's module is, next to the module that starts it, and
 * how to load it: built code (dist) runs the .js file as it is; from source
 * (the server tests run TypeScript through jest) the worker is the .ts file,
 * loaded through the same transform as jest (scripts/ts-worker-hooks.mjs).
 * Shared by every worker the server starts (poster renders, the app users export).
 */
export function workerEntry(besideModuleUrl: string, baseName: string): { filename: URL; execArgv?: string[] } {
  const here = fileURLToPath(besideModuleUrl);
  const extension = path.extname(here);
  return {
    filename: pathToFileURL(path.join(path.dirname(here), `${baseName}${extension}`)),
    execArgv:
      extension === '.ts' ? [...process.execArgv, '--import', pathToFileURL(path.join(projectRoot, 'scripts/ts-worker-hooks.mjs')).href] : undefined,
  };
}

/**
 * Lowers the calling thread's CPU priority (a nice value, 10 by default, 19
 * the lowest). On Linux a nice value is per thread (setpriority on this
 * thread's id), so the main thread, which answers every other request, wins
 * the cores it shares with heavy work.
 */
export function yieldCpuToMainThread(niceness = 10): void {
  try {
    os.setPriority(niceness);
  } catch {
    // Not permitted here (some containers): the work runs at the usual priority.
  }
}
