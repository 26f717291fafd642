// Runs in a worker thread of the render pool (render-pool.ts): @napi-rs/canvas
// and the fonts it registers work per thread (checked before this was built:
// the same text measured the same in four workers as in the main thread).
import os from 'node:os';
import { renderPoster, type RenderJob } from './poster-renderer.js';

// On Linux a nice value is per thread (setpriority on this thread's id): the
// main thread, which answers every other request, wins the cores it shares with renders.
try {
  os.setPriority(10);
} catch {
  // Not permitted here (some containers): renders run at the usual priority.
}

export default async function renderInWorker(job: RenderJob): Promise<Uint8Array> {
  return renderPoster(job);
}
