import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { DEFAULT_TEXT_STYLE, fitImage, fitText, type MeasureText } from '../layout/poster-layout.js';
import type { FrameRegionModel } from '../models/frame.model.js';
import { registerFrameFonts } from './frame-fonts.js';

export interface RenderInput {
  frameImage: Buffer;
  width: number;
  height: number;
  regions: readonly FrameRegionModel[];
  text: (variableName: string) => string | undefined;
  /** The image file for an image field, or undefined to leave the region empty. */
  image: (variableName: string) => Promise<Buffer | undefined>;
}

/**
 * Draws a poster: the frame image at its own size, then each region in
 * data.index order, text fitted by the same function the editor's preview
 * uses (so what staff saw is what users get), images contained.
 */
export async function renderPoster(input: RenderInput): Promise<Buffer> {
  registerFrameFonts();
  const canvas = createCanvas(input.width, input.height);
  const context = canvas.getContext('2d');
  context.drawImage(await loadImage(input.frameImage), 0, 0, input.width, input.height);
  const measure: MeasureText = (text, font) => {
    context.font = font;
    return context.measureText(text);
  };
  for (const region of input.regions) {
    if (!region.field) continue;
    const box = { x: region.x, y: region.y, width: region.width, height: region.height };
    if (region.field.type === 'image') {
      const file = await input.image(region.field.variableName);
      if (!file) continue;
      const picture = await loadImage(file);
      const place = fitImage(box, picture.width, picture.height);
      context.drawImage(picture, place.x, place.y, place.width, place.height);
      continue;
    }
    const text = input.text(region.field.variableName);
    if (!text) continue;
    drawText(context, text, region, input.width, measure);
  }
  return canvas.encode('png');
}

function drawText(context: SKRSContext2D, text: string, region: FrameRegionModel, imageWidth: number, measure: MeasureText) {
  const { properties } = region;
  const fitted = fitText(
    text,
    { x: region.x, y: region.y, width: region.width, height: region.height },
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
