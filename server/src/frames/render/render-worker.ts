// Runs in a worker thread of the render pool (render-pool.ts): @napi-rs/canvas
// and the fonts it registers work per thread (checked before this was built:
// the same text measured the same in four workers as in the main thread).
import { yieldCpuToMainThread } from '../../common/workers/worker-entry.js';
import { renderPoster, type RenderJob } from './poster-renderer.js';

yieldCpuToMainThread();

export default async function renderInWorker(job: RenderJob): Promise<Uint8Array> {
  return renderPoster(job);
}
