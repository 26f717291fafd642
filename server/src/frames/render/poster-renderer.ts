import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { type Box, DEFAULT_TEXT_STYLE, fitImage, fitText, type MeasureText } from '../../../../shared/poster-layout.js';
import type { FrameRegionModel } from '../models/frame.model.js';
import { registerFrameFonts } from './frame-fonts.js';

/** What a worker thread needs to draw a poster: plain data only (it crosses threads by structured clone). */
export interface RenderJob {
  /** The frame image, already at (or near) the output size. */
  frameImage: Uint8Array;
  /** Output size in pixels: the frame's size scaled so its longest side is at most RENDER_MAX_SIDE. */
  width: number;
  height: number;
  /** Output size / frame image size: regions are stored in the frame image's pixels. */
  scale: number;
  regions: readonly FrameRegionModel[];
  /** Text by variable name (lower case). */
  texts: Record<string, string>;
  /** Image files by variable name (lower case); a missing one leaves its region empty. */
  images: Record<string, Uint8Array>;
}

/**
 * Draws a poster: the frame image at the output size, then each region
 * (scaled with it) in data.index order, text fitted by the same function the
 * editor's preview uses (font sizes follow the image's width, so the scaled
 * poster is the preview's, smaller), images contained.
 */
export async function renderPoster(job: RenderJob): Promise<Buffer> {
  registerFrameFonts();
  const canvas = createCanvas(job.width, job.height);
  const context = canvas.getContext('2d');
  context.drawImage(
    await loadImage(Buffer.from(job.frameImage.buffer, job.frameImage.byteOffset, job.frameImage.byteLength)),
    0,
    0,
    job.width,
    job.height,
  );
  const measure: MeasureText = (text, font) => {
    context.font = font;
    return context.measureText(text);
  };
  for (const region of job.regions) {
    if (!region.field) continue;
    const box = { x: region.x * job.scale, y: region.y * job.scale, width: region.width * job.scale, height: region.height * job.scale };
    const variableName = region.field.variableName.toLowerCase();
    if (region.field.type === 'image') {
      const file = job.images[variableName];
      if (!file) continue;
      const picture = await loadImage(Buffer.from(file.buffer, file.byteOffset, file.byteLength)).catch(() => undefined);
      if (!picture) continue;
      const place = fitImage(box, picture.width, picture.height);
      context.drawImage(picture, place.x, place.y, place.width, place.height);
      continue;
    }
    const text = job.texts[variableName];
    if (!text) continue;
    drawText(context, text, region, box, job.width, measure);
  }
  return canvas.encode('png');
}

function drawText(context: SKRSContext2D, text: string, region: FrameRegionModel, box: Box, imageWidth: number, measure: MeasureText) {
  const { properties } = region;
  const fitted = fitText(
    text,
    box,
    {
      fontFamily: properties.fontFamily ?? DEFAULT_TEXT_STYLE.fontFamily,
      fontSize: properties.fontSize ?? DEFAULT_TEXT_STYLE.fontSize,
      fontWeight: properties.fontWeight ?? DEFAULT_TEXT_STYLE.fontWeight,
      fontColor: properties.fontColor ?? DEFAULT_TEXT_STYLE.fontColor,
    },
    imageWidth,
    measure,
  );
  // No clip: the fitting alone keeps the ink inside the region (tested), as in the editor's preview.
  context.save();
  context.font = fitted.font;
  context.fillStyle = fitted.color;
  context.textAlign = 'left';
  context.textBaseline = 'alphabetic';
  for (const line of fitted.lines) context.fillText(line.text, line.x, line.baseline);
  context.restore();
}
