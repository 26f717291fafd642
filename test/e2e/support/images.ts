// Real image files for the browser tests: small PNGs and JPEGs made with sharp
// in a temporary folder, each a flat colour so tests can tell them apart.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Locator } from 'playwright-core';

let folder: Promise<string> | undefined;
const imagesFolder = () => (folder ??= mkdtemp(path.join(os.tmpdir(), 'poster-admin-e2e-images-')));

/** Writes a `size`×`size` image of one colour as `name` (.png or .jpg) and returns its path. */
export async function makeImage(name: string, colour = '#d9480f', size = 96): Promise<string> {
  const file = path.join(await imagesFolder(), name);
  const image = sharp({ create: { width: size, height: size, channels: 3, background: colour } });
  await (name.endsWith('.png') ? image.png() : image.jpeg()).toFile(file);
  return file;
}

/** A noisy JPEG of about `side`² × 0.8 bytes (noise does not compress), for watching an upload's progress. */
export async function makeNoisyJpeg(name: string, side = 800): Promise<string> {
  const file = path.join(await imagesFolder(), name);
  await sharp({ create: { width: side, height: side, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 95 })
    .toFile(file);
  return file;
}

/** A file that is not an image, for the client's refusal. */
export async function makeTextFile(name: string): Promise<string> {
  const file = path.join(await imagesFolder(), name);
  await writeFile(file, 'not an image');
  return file;
}

/** The `src` of every image in `scope`, in order. */
export async function imageSources(scope: Locator): Promise<string[]> {
  // Waits for the first image: a dialog or row may still be rendering its pictures.
  await scope.locator('img[src]').first().waitFor();
  return scope.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
}
