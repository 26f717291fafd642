import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';

/** The frame editor as a browser test sees it: where its image is, its regions in image pixels, drags on it. */

export interface Geometry {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The editor lists each region's place in image pixels: 'x 100, y 500, 500 × 100 px'. */
export async function regionGeometry(region: Locator): Promise<Geometry> {
  const text = await region.getByTestId('region-geometry').innerText();
  const [x, y, width, height] = (text.match(/\d+/g) ?? []).map(Number);
  return { x, y, width, height };
}

/**
 * Where the frame image is on screen and how much it is scaled, read once the
 * stage has settled: it is sized from its pane as layout finishes (a scroll bar
 * may come and go), so a box read mid-resize disagrees with its scale.
 */
export async function stageOf(dialog: Locator) {
  const stage = dialog.locator('.frame-editor__stage');
  await stage.locator('canvas').first().waitFor();
  const read = async () => {
    const box = (await stage.boundingBox())!;
    const scale = Number(await stage.getAttribute('data-scale'));
    const imageWidth = Number(await stage.getAttribute('data-image-width'));
    return { box, scale, imageWidth };
  };
  let found = await read();
  const deadline = Date.now() + 5000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await read();
    const agrees = Math.abs(again.box.width - again.imageWidth * again.scale) < 1;
    const still = again.scale === found.scale && Math.abs(again.box.x - found.box.x) < 0.5 && Math.abs(again.box.y - found.box.y) < 0.5;
    found = again;
    if ((agrees && still) || Date.now() > deadline) break;
  }
  const { box, scale } = found;
  return { box, scale, toScreen: (x: number, y: number) => ({ x: box.x + x * scale, y: box.y + y * scale }) };
}

export async function dragOnImage(page: Page, dialog: Locator, from: [number, number], to: [number, number]) {
  const { toScreen } = await stageOf(dialog);
  const start = toScreen(...from);
  const end = toScreen(...to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 8 });
  await page.mouse.up();
}

/** Retries an assertion until it passes (screen updates follow mouse and key events a moment later). */
export async function eventually(check: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export const near = (actual: Geometry, expected: Geometry, tolerance: number) => {
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(actual[key] - expected[key])).toBeLessThanOrEqual(tolerance);
};
