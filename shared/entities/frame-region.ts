import { type EntityManifest } from './manifest.js';

/** A region drawn on a frame; saved with its frame. */
export const FRAME_REGION = {
  model: 'FrameRegion',
  key: 'frameRegion',
  nouns: ['region', 'regions'],
  label: 'Frame Region',
  graphqlType: 'FrameRegion',
  // As the frame editor's region list and Properties dialog name them.
  fields: {
    index: { label: 'Drawing order' },
    x: { label: 'Left (px)' },
    y: { label: 'Top (px)' },
    width: { label: 'Width (px)' },
    height: { label: 'Height (px)' },
    frameFieldId: { label: 'Type' },
    fontColor: { label: 'Font Color' },
    fontSize: { label: 'Font Size' },
    fontWeight: { label: 'Font Weight' },
    fontFamily: { label: 'Font Family' },
  },
} as const satisfies EntityManifest;
