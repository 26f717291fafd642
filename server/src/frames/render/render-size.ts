// Apart from the renderer, so the frames service and resolver can say a
// poster's size without loading @napi-rs/canvas (about 20 MB resident) into
// the main thread: only render workers draw.

/** The output size for a frame image: its own, or scaled down so the longest side is `maxSide`. */
export function renderSize(width: number, height: number, maxSide: number): { width: number; height: number; scale: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)), scale };
}
