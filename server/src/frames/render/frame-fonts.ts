import { GlobalFonts } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import { FONT_WEIGHTS, FRAME_FONTS } from '../../../../shared/poster-layout.js';

const require = createRequire(import.meta.url);

/** @fontsource package names of the six fonts of spec §9. */
const PACKAGES: Record<(typeof FRAME_FONTS)[number], string> = {
  'Baloo Bhai 2': 'baloo-bhai-2',
  'Hind Vadodara': 'hind-vadodara',
  'Mukta Vaani': 'mukta-vaani',
  'Noto Sans Gujarati': 'noto-sans-gujarati',
  'Noto Serif Gujarati': 'noto-serif-gujarati',
  Rasa: 'rasa',
};

let registered = false;

/**
 * Registers the gujarati and latin subsets of every weight the editor offers
 * under each font's family name, once per process (the same WOFF2 files the
 * editor's @fontsource CSS loads). registerFromPath answers null instead of
 * throwing, so a missing or unreadable file stops the render loudly.
 */
export function registerFrameFonts(): void {
  if (registered) return;
  const failed: string[] = [];
  for (const family of FRAME_FONTS) {
    const name = PACKAGES[family];
    for (const weight of FONT_WEIGHTS) {
      for (const subset of ['gujarati', 'latin']) {
        const file = require.resolve(`@fontsource/${name}/files/${name}-${subset}-${weight}-normal.woff2`);
        if (!GlobalFonts.registerFromPath(file, family)) failed.push(file);
      }
    }
  }
  if (failed.length) throw new Error(`Could not register the poster fonts: ${failed.join(', ')}`);
  registered = true;
}
