import { type EntityManifest } from './manifest.js';

/** A region drawn on a frame; saved with its frame. */
export const FRAME_REGION = {
  model: 'FrameRegion',
  key: 'frameRegion',
  nouns: ['region', 'regions'],
  label: 'Frame Region',
  graphqlType: 'FrameRegion',
} as const satisfies EntityManifest;
